export type LinkErrorKey = 'missingToken' | 'missingUserId';

/**
 * What is wrong with an e-mailed link's query, checked before any call: the first missing value.
 * `tokenName` is the query key that plays the token's part (inviterId on an invitation link).
 */
export function linkQueryError(search: string, tokenName: string, userIdName: string): LinkErrorKey | null {
  const query = new URLSearchParams(search);
  if (!query.get(tokenName)?.trim()) return 'missingToken';
  if (!query.get(userIdName)?.trim()) return 'missingUserId';
  return null;
}
