import type { WeftConfig } from '../../config.js';
import { editorBaseUrl } from '../mail/user-mails.js';

/** Where the built-in templates host answers, below the base path (the editor appends API paths to it). */
export const BUILT_IN_TEMPLATES_HOST_PATH = 'templates-host/';

/** The host the editor asks for templates: the configured remote one, or the built-in one at the address users reach Weft by. */
export function templatesHostUrl(config: WeftConfig): string {
  return config.templates.host ?? `${editorBaseUrl(config)}${BUILT_IN_TEMPLATES_HOST_PATH}`;
}

/** Whether Weft itself answers the templates API (enabled, and no remote host configured). */
export function servesBuiltInTemplatesHost(config: WeftConfig): boolean {
  return config.templates.enabled && config.templates.host === undefined;
}
