import type { Credential } from '@weft/contracts';

export type CredentialSortColumn = 'name' | 'type' | 'createdAt' | 'updatedAt';
export interface CredentialSort {
  column: CredentialSortColumn;
  direction: 'asc' | 'desc';
}

/** Spec admin §2: the credentials list starts sorted by name, ascending. */
export const DEFAULT_CREDENTIAL_SORT: CredentialSort = { column: 'name', direction: 'asc' };

/** The same column flips its direction; another starts ascending. */
export function nextCredentialSort(current: CredentialSort, column: CredentialSortColumn): CredentialSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/** Sorted rows; the type column sorts by what it shows (the type's display name). */
export function sortCredentials(
  credentials: readonly Credential[],
  sort: CredentialSort,
  typeLabel: (type: string) => string,
): Credential[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Credential, b: Credential): number => {
    if (sort.column === 'name') return byText(a.name, b.name);
    if (sort.column === 'type') return byText(typeLabel(a.type), typeLabel(b.type));
    return Date.parse(a[sort.column]) - Date.parse(b[sort.column]);
  };
  return [...credentials].sort((a, b) => sign * compare(a, b) || a.id.localeCompare(b.id));
}
