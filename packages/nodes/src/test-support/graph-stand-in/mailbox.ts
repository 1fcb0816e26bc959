import { randomBytes } from 'node:crypto';

/*
 * One user's Exchange mailbox as the stand-in keeps it: mail folders (the well-known ones and the
 * user's), messages with their attachments, calendars and events, contacts, master categories.
 */

export type Row = Record<string, unknown>;
export interface Address { emailAddress: { name: string; address: string } }

export const newId = (prefix = 'AAMkAD') => `${prefix}${randomBytes(24).toString('base64url')}=`;
const stamp = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Well-known folder names and their display names, as Graph resolves them in paths. */
export const WELL_KNOWN: Record<string, string> = {
  inbox: 'Inbox', drafts: 'Drafts', sentitems: 'Sent Items', deleteditems: 'Deleted Items', archive: 'Archive', junkemail: 'Junk Email', outbox: 'Outbox',
};

export interface StoredAttachment { id: string; name: string; contentType: string; bytes: Buffer; isInline: boolean; lastModifiedDateTime: string }

export class Mailbox {
  readonly rootId = newId('AAMkADroot');
  readonly folders = new Map<string, Row>();
  readonly wellKnown = new Map<string, string>();
  readonly messages = new Map<string, Row>();
  readonly attachments = new Map<string, StoredAttachment[]>();
  readonly calendars = new Map<string, Row>();
  readonly calendarGroups = new Map<string, Row>();
  readonly events = new Map<string, Row & { calendarId: string }>();
  readonly contacts = new Map<string, Row>();
  readonly categories: Row[] = [
    { id: newId('cat'), displayName: 'Red category', color: 'preset0' },
    { id: newId('cat'), displayName: 'Blue category', color: 'preset7' },
  ];

  constructor(readonly address: string, readonly displayName: string) {
    for (const [name, display] of Object.entries(WELL_KNOWN)) this.wellKnown.set(name, this.addFolder(display, this.rootId).id as string);
    // Search folders live under a hidden well-known folder.
    this.wellKnown.set('searchfolders', this.addFolder('Finder', this.rootId, { isHidden: true }).id as string);
    const group = { id: newId('AAMkADgrp'), name: 'My Calendars', classId: newId('cls'), changeKey: newId('ck') };
    this.calendarGroups.set(group.id, group);
    this.addCalendar('Calendar', true);
  }

  me(): Address {
    return { emailAddress: { name: this.displayName, address: this.address } };
  }

  /** A folder id from a path segment: an id, or a well-known name (inbox, sentitems ...). */
  folderId(segment: string): string | undefined {
    const known = this.wellKnown.get(segment.toLowerCase());
    if (known) return known;
    return this.folders.has(segment) ? segment : undefined;
  }

  addFolder(displayName: string, parentFolderId: string, extra: Row = {}): Row {
    const folder: Row = { id: newId('AAMkADfld'), displayName, parentFolderId, isHidden: false, ...extra };
    this.folders.set(folder.id as string, folder);
    return folder;
  }

  /** A folder as Graph answers it, its counts computed from what it holds. */
  folderView(folder: Row): Row {
    const inside = [...this.messages.values()].filter((message) => message.parentFolderId === folder.id);
    const bytes = inside.reduce((sum, message) => sum + JSON.stringify(message).length, 0);
    return {
      ...folder,
      childFolderCount: [...this.folders.values()].filter((child) => child.parentFolderId === folder.id).length,
      unreadItemCount: inside.filter((message) => message.isRead === false).length, totalItemCount: inside.length, sizeInBytes: bytes,
    };
  }

  addCalendar(name: string, isDefault = false, color = 'auto'): Row {
    const calendar: Row = {
      id: newId('AAMkADcal'), name, color, hexColor: '', isDefaultCalendar: isDefault, changeKey: newId('ck'), canShare: true, canViewPrivateItems: true, canEdit: true,
      allowedOnlineMeetingProviders: ['teamsForBusiness'], defaultOnlineMeetingProvider: 'teamsForBusiness', isTallyingResponses: true, isRemovable: !isDefault,
      owner: { name: this.displayName, address: this.address },
    };
    this.calendars.set(calendar.id as string, calendar);
    return calendar;
  }

  /** A message from outside (or a draft), in a folder; Graph's full set of properties. */
  putMessage(fields: Row, folder = 'inbox'): Row {
    const folderId = this.folderId(folder) ?? folder;
    const body = (fields.body as Row | undefined) ?? { contentType: 'text', content: '' };
    const id = newId();
    const message: Row = {
      '@odata.etag': `W/"${newId('CQAAABYAAA')}"`, id, createdDateTime: stamp(), lastModifiedDateTime: stamp(), changeKey: newId('CQAAABYAAA'), categories: [],
      receivedDateTime: stamp(), sentDateTime: stamp(), hasAttachments: false, internetMessageId: `<${randomBytes(8).toString('hex')}@example.org>`,
      subject: '', bodyPreview: String(body.content ?? '').replace(/<[^>]+>/g, '').slice(0, 255), importance: 'normal', parentFolderId: folderId,
      conversationId: newId('AAQkAD'), isDeliveryReceiptRequested: false, isReadReceiptRequested: false, isRead: false, isDraft: false,
      webLink: `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(id)}&exvsurl=1&viewmodel=ReadMessageItem`, inferenceClassification: 'focused',
      body, sender: null, from: null, toRecipients: [], ccRecipients: [], bccRecipients: [], replyTo: [], flag: { flagStatus: 'notFlagged' },
      ...fields,
    };
    message.bodyPreview = String((message.body as Row).content ?? '').replace(/<[^>]+>/g, '').trim().slice(0, 255);
    this.messages.set(id, message);
    this.attachments.set(id, []);
    return message;
  }
}
