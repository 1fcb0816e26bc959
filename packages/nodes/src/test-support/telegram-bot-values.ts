/*
 * The Telegram Bot API's shapes and parameter checks that the stand-in's bot state answers with: the
 * Ok/Bad Request envelopes, uploads, JSON-serialized parameters and reply markup.
 */

export interface Upload { fileName: string; mimeType: string; bytes: Buffer }
export type TelegramParams = Record<string, unknown>;
export interface MethodAnswer { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

export type Json = Record<string, unknown>;
export interface StoredFile { file_id: string; file_unique_id: string; file_path: string; bytes: Buffer; mime_type: string; file_name: string }
export interface Chat { chat: Json; description: string; members: Map<number, Json>; messages: Map<number, Json>; pinned: Set<number>; nextMessageId: number }

export const BOT_USER = { id: 123456789, is_bot: true, first_name: 'Weft Test Bot', username: 'weft_test_bot' };

export const ok = (result: unknown): MethodAnswer => ({ status: 200, body: { ok: true, result } });
export const bad = (description: string): MethodAnswer => ({ status: 400, body: { ok: false, error_code: 400, description: `Bad Request: ${description}` } });

export const CHAT_ACTIONS = ['typing', 'upload_photo', 'record_video', 'upload_video', 'record_voice', 'upload_voice', 'upload_document',
  'choose_sticker', 'find_location', 'record_video_note', 'upload_video_note', 'record_audio', 'upload_audio'];
export const PARSE_MODES = ['Markdown', 'MarkdownV2', 'HTML'];
const INLINE_BUTTON_FIELDS = ['url', 'callback_data', 'web_app', 'login_url', 'switch_inline_query', 'switch_inline_query_current_chat',
  'switch_inline_query_chosen_chat', 'copy_text', 'callback_game', 'pay'];

export function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).bytes);
}

/** A JSON-serialized parameter: an object in a JSON body, a string in forms. */
export function decoded(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export function keyboardProblem(markup: unknown): string | undefined {
  if (typeof markup !== 'object' || markup === null) return 'can\'t parse reply keyboard markup JSON object';
  const record = markup as Json;
  const rows = record.inline_keyboard ?? record.keyboard;
  if (rows === undefined) {
    if (record.force_reply !== undefined && record.force_reply !== true) return 'field "force_reply" must be True';
    if (record.remove_keyboard !== undefined && record.remove_keyboard !== true) return 'field "remove_keyboard" must be True';
    return record.force_reply === true || record.remove_keyboard === true ? undefined : 'object expected as reply markup';
  }
  if (!Array.isArray(rows) || !rows.every(Array.isArray)) return 'field "inline_keyboard" of the InlineKeyboardMarkup should be an Array of Arrays';
  for (const button of rows.flat() as Json[]) {
    if (typeof button?.text !== 'string' || button.text === '') return 'text buttons are unallowed in the inline keyboard';
    if (record.inline_keyboard !== undefined && !INLINE_BUTTON_FIELDS.some((field) => button[field] !== undefined)) {
      return 'inline keyboard button must have exactly one of the optional fields';
    }
  }
  return undefined;
}
