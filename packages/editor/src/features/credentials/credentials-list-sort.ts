import type { Credential } from '@weft/contracts';
import type { SortingState } from '@tanstack/react-table';
import { compareDates, compareText } from '../../components/table/sortable-table';
import type { SortColumn } from '../../components/table/sortable-table';

export type CredentialSortColumn = 'name' | 'type' | 'createdAt' | 'updatedAt';

/** Spec admin §2: the credentials list starts sorted by name, ascending. */
export const DEFAULT_CREDENTIAL_SORT: SortingState = [{ id: 'name', desc: false }];

/** The list's sortable columns; the type column sorts by what it shows (the type's display name). */
export function credentialSortColumns(typeLabel: (type: string) => string): SortColumn<Credential>[] {
  return [
    { id: 'name', value: (credential) => credential.name, compare: compareText },
    { id: 'type', value: (credential) => typeLabel(credential.type), compare: compareText },
    { id: 'createdAt', value: (credential) => credential.createdAt, compare: compareDates },
    { id: 'updatedAt', value: (credential) => credential.updatedAt, compare: compareDates },
  ] satisfies (SortColumn<Credential> & { id: CredentialSortColumn })[];
}
