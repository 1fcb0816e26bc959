import { escapeHtml } from '@weft/workflow';
import { CHAT_PAGE_SCRIPT } from './chat-page.script.js';
import { CHAT_PAGE_STYLE } from './chat-page.style.js';

export interface ChatPageOptions {
  title: string;
  subtitle: string;
  inputPlaceholder: string;
  /** Shown as the assistant's first messages of a new conversation. */
  initialMessages: string[];
  showWelcomeScreen: boolean;
  getStarted: string;
  loadPreviousSession: boolean;
  /** The answer comes as newline-delimited JSON chunks. */
  streaming: boolean;
  /** The workflow's Custom Chat Styling, after the page's own. */
  customCss?: string;
  /** An attach button, for files of these types (`*`: any). */
  fileUploads?: { accept: string };
  /** Where the browser keeps the session id: one per chat. */
  storageKey: string;
}

/** JSON inside a script element: `<` is escaped so that no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** CSS inside a style element cannot close it. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

const SEND_ICON = '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 12h14"/><path d="m13 6 6 6-6 6"/></svg>';

const ATTACH_ICON = '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5"/></svg>';

function attachControls(accept: string): string {
  const types = accept.split(',').map((type) => type.trim()).filter(Boolean);
  const acceptAttribute = types.length === 0 || types.includes('*') ? '' : ` accept="${escapeHtml(types.join(','))}"`;
  return `<input type="file" id="chat-files" class="sr-only" multiple tabindex="-1" aria-hidden="true"${acceptAttribute}>`
    + `<button type="button" id="chat-attach" class="chat-attach" aria-label="Attach files">${ATTACH_ICON}</button>`;
}

/** The hosted chat: a header, the conversation and a message box; optionally a welcome screen first. */
export function renderChatPage(options: ChatPageOptions): string {
  const config = {
    initialMessages: options.initialMessages,
    loadPreviousSession: options.loadPreviousSession,
    streaming: options.streaming,
    storageKey: options.storageKey,
  };
  const welcome = options.showWelcomeScreen
    ? `<section id="chat-welcome" class="chat-welcome" aria-label="Welcome"><p>${escapeHtml(options.subtitle)}</p>`
      + `<button type="button" id="chat-start" class="chat-start">${escapeHtml(options.getStarted)}</button></section>`
    : '';
  const hidden = options.showWelcomeScreen ? ' hidden' : '';
  return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
    + `<title>${escapeHtml(options.title.trim() || 'Chat')}</title>`
    + `<style>${CHAT_PAGE_STYLE}</style>`
    + (options.customCss ? `<style>${styleText(options.customCss)}</style>` : '')
    + '</head><body><div class="chat-layout">'
    + `<header class="chat-header"><h1>${escapeHtml(options.title)}</h1>`
    + (options.subtitle ? `<p>${escapeHtml(options.subtitle)}</p>` : '')
    + '</header>'
    + welcome
    + `<main id="chat-messages" class="chat-messages" role="log" aria-live="polite" aria-label="Conversation"${hidden}></main>`
    + (options.fileUploads ? `<ul id="chat-chips" class="chat-chips" aria-label="Files to send" hidden></ul>` : '')
    + `<form id="chat-form" class="chat-footer"${hidden}>`
    + (options.fileUploads ? attachControls(options.fileUploads.accept) : '')
    + '<label for="chat-input" class="sr-only">Your message</label>'
    + `<textarea id="chat-input" class="chat-input" rows="1" placeholder="${escapeHtml(options.inputPlaceholder)}"></textarea>`
    + `<button type="submit" id="chat-send" class="chat-send" aria-label="Send message">${SEND_ICON}</button>`
    + '</form></div>'
    + `<script type="application/json" id="chat-config">${scriptJson(config)}</script>`
    + `<script>${CHAT_PAGE_SCRIPT}</script>`
    + '</body></html>';
}
