export { escapeHtml } from './escape-html.js';
export type { EscapeHtmlOptions } from './escape-html.js';
