import type { IDataObject } from '@weft/workflow';

/*
 * The message list filters (Get Many, a folder's messages, the trigger) as Graph's $filter, or a
 * $search. Graph cannot combine the two, so the node offers one or the other.
 */

export interface MessageFilters {
  custom?: string;
  hasAttachments?: boolean;
  foldersToExclude?: string[];
  foldersToInclude?: string[];
  readStatus?: string;
  receivedAfter?: string;
  receivedBefore?: string;
  sender?: string;
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

function instant(value: string, label: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`"${label}" is not a date and time: ${value}`);
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The $filter clauses of the filters (joined with `and`), '' when none applies. */
export function messageFilter(filters: MessageFilters): string {
  const clauses: string[] = [];
  if (filters.custom && filters.custom.trim() !== '') clauses.push(`(${filters.custom.trim()})`);
  if (filters.hasAttachments === true) clauses.push('hasAttachments eq true');
  if (filters.readStatus === 'unread') clauses.push('isRead eq false');
  if (filters.readStatus === 'read') clauses.push('isRead eq true');
  if (filters.receivedAfter) clauses.push(`receivedDateTime ge ${instant(filters.receivedAfter, 'Received After')}`);
  if (filters.receivedBefore) clauses.push(`receivedDateTime le ${instant(filters.receivedBefore, 'Received Before')}`);
  const sender = filters.sender?.trim();
  if (sender) clauses.push(sender.includes('@') ? `from/emailAddress/address eq ${quoted(sender)}` : `from/emailAddress/name eq ${quoted(sender)}`);
  const include = filters.foldersToInclude ?? [];
  if (include.length > 0) clauses.push(`(${include.map((id) => `parentFolderId eq ${quoted(id)}`).join(' or ')})`);
  for (const id of filters.foldersToExclude ?? []) clauses.push(`parentFolderId ne ${quoted(id)}`);
  return clauses.join(' and ');
}

/** The query of the Filters field (`filtersUI.values`): a $filter from the filters, or a $search. */
export function messageListQuery(filtersUi: IDataObject | undefined): IDataObject {
  const values = (filtersUi?.values ?? {}) as IDataObject;
  if (values.filterBy === 'search') {
    const search = String(values.search ?? '').trim();
    return search === '' ? {} : { $search: `"${search.replace(/"/g, '')}"` };
  }
  const filter = messageFilter((values.filters ?? {}) as MessageFilters);
  return filter === '' ? {} : { $filter: filter };
}
