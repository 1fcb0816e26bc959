import type { IDataObject, IExecuteFunctions } from '@weft/workflow';

/*
 * The optional parts of a message request, as n8n's Telegram node sends them: the additional fields
 * as Bot API parameters, Send Message's defaults (legacy Markdown, link previews only for texts with a
 * link, from 1.2 none at all unless asked) and attribution line, and the reply markup.
 */

export const ATTRIBUTION_TEXT = 'This message was sent automatically with Weft';

/** n8n's test for "the text has a link": then a preview is left to Telegram. */
const LINK = /(https?|ftp|file):\/\/\S+|www\.\S+|\S+\.\S+/;

interface KeyboardButton { text?: string; additionalFields?: IDataObject }
interface Keyboard { rows?: Array<{ row?: { buttons?: KeyboardButton[] } }> }

/** The attribution line in the message's parse mode (none for MarkdownV2, whose text n8n leaves alone too). */
export function withAttribution(text: string, parseMode: unknown): string {
  if (parseMode === 'Markdown') return `${text}\n\n_${ATTRIBUTION_TEXT}_`;
  if (parseMode === 'HTML') return `${text}\n\n<em>${ATTRIBUTION_TEXT}</em>`;
  return text;
}

function keyboardRows(keyboard: Keyboard): IDataObject[][] {
  return (keyboard.rows ?? [])
    .filter((row) => row.row?.buttons !== undefined)
    .map((row) => (row.row?.buttons ?? []).map((button) => ({ text: button.text, ...(button.additionalFields ?? {}) })));
}

/** `reply_markup` for the chosen Reply Markup; undefined for None. */
export function replyMarkupOf(context: IExecuteFunctions, itemIndex: number): IDataObject | undefined {
  const choice = context.getNodeParameter('replyMarkup', itemIndex, 'none') as string;
  if (choice === 'inlineKeyboard') return { inline_keyboard: keyboardRows(context.getNodeParameter('inlineKeyboard', itemIndex, {}) as Keyboard) };
  if (choice === 'replyKeyboard') {
    return {
      keyboard: keyboardRows(context.getNodeParameter('replyKeyboard', itemIndex, {}) as Keyboard),
      ...(context.getNodeParameter('replyKeyboardOptions', itemIndex, {}) as IDataObject),
    };
  }
  if (choice === 'forceReply') return { ...(context.getNodeParameter('forceReply', itemIndex, {}) as IDataObject) };
  if (choice === 'replyKeyboardRemove') return { ...(context.getNodeParameter('replyKeyboardRemove', itemIndex, {}) as IDataObject) };
  return undefined;
}

/** Adds the additional fields and the reply markup to a message request's body. */
export function addMessageOptions(context: IExecuteFunctions, body: IDataObject, itemIndex: number, operation: string): void {
  const fields = { ...(context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
  // The upload's name is not a Bot API parameter.
  delete fields.fileName;
  if (operation === 'sendMessage') {
    const version = context.getNode().typeVersion;
    const append = fields.appendAttribution ?? version >= 1.1;
    fields.parse_mode ||= 'Markdown';
    if (!LINK.test(String(body.text ?? ''))) body.disable_web_page_preview = true;
    if (append === true) body.text = withAttribution(String(body.text ?? ''), fields.parse_mode);
    if (version >= 1.2 && fields.disable_web_page_preview === undefined) body.disable_web_page_preview = true;
    delete fields.appendAttribution;
  }
  Object.assign(body, fields);
  const markup = replyMarkupOf(context, itemIndex);
  if (markup) body.reply_markup = markup;
}
