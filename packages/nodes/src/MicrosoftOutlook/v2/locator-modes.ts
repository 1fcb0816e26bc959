import type { INodePropertyMode } from '@weft/workflow';

/*
 * The modes of the Outlook locators: from a searchable list (the node's listSearch methods), by ID,
 * or (folders, events) by their Outlook on the web link, whose last segment is the ID.
 */

/** `https://outlook.office.com/mail/AAMkAD...` or `https://outlook.office365.com/mail/inbox/...`: the folder's ID after /mail/. */
export const FOLDER_URL_REGEX = /^https:\/\/outlook\.office(?:365)?\.com\/mail\/([^/?#]+)/;
/** `https://outlook.office365.com/calendar/item/AAMkAD...`: the event's ID (URL-encoded). */
export const EVENT_URL_REGEX = /^https:\/\/outlook\.office(?:365)?\.com\/calendar\/item\/([^/?#]+)/;

interface Kind { label: string; search: string; url?: RegExp; urlExample?: string }

const KINDS: Record<string, Kind> = {
  calendar: { label: 'calendar', search: 'searchCalendars' },
  contact: { label: 'contact', search: 'searchContacts' },
  draft: { label: 'draft', search: 'searchDrafts' },
  event: { label: 'event', search: 'searchEvents', url: EVENT_URL_REGEX, urlExample: 'https://outlook.office365.com/calendar/item/AAMkADlhOTA0...' },
  folder: { label: 'folder', search: 'searchFolders', url: FOLDER_URL_REGEX, urlExample: 'https://outlook.office365.com/mail/AAMkADlhOTA0...' },
  message: { label: 'message', search: 'searchMessages' },
  attachment: { label: 'attachment', search: 'searchAttachments' },
};

export function locatorModes(kind: string, names: string[]): INodePropertyMode[] {
  const spec = KINDS[kind];
  if (!spec) throw new Error(`Unknown Outlook locator "${kind}"`);
  return names.map((name): INodePropertyMode => {
    if (name === 'list') {
      return { displayName: 'From List', name: 'list', type: 'list', placeholder: `Select a ${spec.label}...`, typeOptions: { searchListMethod: spec.search, searchable: true } };
    }
    if (name === 'url' && spec.url) {
      return {
        displayName: 'By URL', name: 'url', type: 'string', placeholder: spec.urlExample,
        validation: [{ type: 'regex', properties: { regex: spec.url.source, errorMessage: `Paste the ${spec.label}'s link from Outlook on the web` } }],
        extractValue: { type: 'regex', regex: spec.url },
      };
    }
    return { displayName: 'By ID', name: 'id', type: 'string', placeholder: 'AAMkADlhOTA0MTc5LWUwOTMtNDRkZS05NzE2LTBlNzAzZjJiNWFlOQBGAAA...' };
  });
}
