import { describe, expect, it } from 'vitest';
import type { Credential } from '@weft/contracts';
import { DEFAULT_CREDENTIAL_SORT, nextCredentialSort, sortCredentials } from './credentials-list-sort';

const credential = (id: string, name: string, type: string, updatedAt: string): Credential =>
  ({ id, name, type, nodesAccess: [], createdAt: '2026-01-01T00:00:00Z', updatedAt });
const rows = [
  credential('1', 'stripe', 'httpHeaderAuth', '2026-03-01T00:00:00Z'),
  credential('2', 'Api 10', 'httpBasicAuth', '2026-01-01T00:00:00Z'),
  credential('3', 'Api 9', 'smtp', '2026-02-01T00:00:00Z'),
];
const labels: Record<string, string> = { httpHeaderAuth: 'Header Auth', httpBasicAuth: 'Basic Auth', smtp: 'SMTP' };
const label = (type: string) => labels[type] ?? type;

describe('credentials list sort', () => {
  it('starts by name ascending, ignoring case and ordering numbers as numbers', () => {
    expect(sortCredentials(rows, DEFAULT_CREDENTIAL_SORT, label).map((c) => c.name)).toEqual(['Api 9', 'Api 10', 'stripe']);
  });
  it('sorts the type column by the display name it shows', () => {
    expect(sortCredentials(rows, { column: 'type', direction: 'asc' }, label).map((c) => c.id)).toEqual(['2', '1', '3']);
  });
  it('flips the direction on a second click of the same header, starts ascending on another', () => {
    const desc = nextCredentialSort(DEFAULT_CREDENTIAL_SORT, 'name');
    expect(desc).toEqual({ column: 'name', direction: 'desc' });
    expect(nextCredentialSort(desc, 'updatedAt')).toEqual({ column: 'updatedAt', direction: 'asc' });
    expect(sortCredentials(rows, { column: 'updatedAt', direction: 'desc' }, label).map((c) => c.id)).toEqual(['1', '3', '2']);
  });
});
