import type { IDataObject } from '@weft/workflow';

export interface MessageFilters {
  includeSpamTrash?: boolean;
  includeDrafts?: boolean;
  labelIds?: string[] | string;
  q?: string;
  readStatus?: string;
  receivedAfter?: string | number;
  receivedBefore?: string | number;
  sender?: string;
}

const seconds = (value: string | number) => {
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`"${value}" is not a date and time`);
  return Math.floor(time / 1000);
};

/** The list request's query for the filters: Gmail search operators joined into `q`, label ids and spam/trash. */
export function listQuery(filters: MessageFilters): IDataObject {
  const terms: string[] = [];
  if (filters.q) terms.push(filters.q);
  if (filters.sender) terms.push(`from:${filters.sender}`);
  if (filters.readStatus === 'unread') terms.push('is:unread');
  if (filters.readStatus === 'read') terms.push('is:read');
  if (filters.receivedAfter) terms.push(`after:${seconds(filters.receivedAfter)}`);
  if (filters.receivedBefore) terms.push(`before:${seconds(filters.receivedBefore)}`);
  const labelIds = [filters.labelIds ?? []].flat().filter((id) => id !== '');
  return {
    ...(terms.length > 0 ? { q: terms.join(' ') } : {}),
    ...(labelIds.length > 0 ? { labelIds } : {}),
    ...(filters.includeSpamTrash ? { includeSpamTrash: true } : {}),
  };
}
