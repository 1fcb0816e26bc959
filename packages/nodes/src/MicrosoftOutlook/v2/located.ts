import type { IExecuteFunctions, ILoadOptionsFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { EVENT_URL_REGEX, FOLDER_URL_REGEX } from './locator-modes.js';

interface Locator { __rl?: boolean; mode?: string; value?: unknown }

/** The ID in a locator (or a plain field): a pasted Outlook link gives its ID. */
export function idIn(raw: unknown): string {
  const locator = (typeof raw === 'object' && raw !== null ? raw : { value: raw }) as Locator;
  const value = String(locator.value ?? '').trim();
  const fromUrl = FOLDER_URL_REGEX.exec(value)?.[1] ?? EVENT_URL_REGEX.exec(value)?.[1];
  return fromUrl ? decodeURIComponent(fromUrl) : value;
}

const LABELS: Record<string, string> = {
  calendarId: 'Calendar', contactId: 'Contact', draftId: 'Draft', eventId: 'Event', folderId: 'Folder', messageId: 'Message', attachmentId: 'Attachment',
};

/** The ID chosen in a locator field; an empty one is the user's to fill in. */
export function locatedId(context: IExecuteFunctions, name: string, itemIndex: number): string {
  const id = idIn(context.getNodeParameter(name, itemIndex, ''));
  if (id === '') {
    const label = LABELS[name] ?? name;
    throw new NodeOperationError(context.getNode(), `Choose the ${label.toLowerCase()}`, { itemIndex, description: `The "${label}" field is empty.` });
  }
  return id;
}

/** The same in the editor (list search and options depending on another field); '' when not chosen yet. */
export function currentId(context: ILoadOptionsFunctions, name: string): string {
  return idIn(context.getCurrentNodeParameter(name));
}
