/**
 * Where push messages go: one editor tab of one signed-in user. The tab id (`pushRef`) is chosen by the
 * caller, so it is only ever looked up together with the user whose session opened the stream or
 * started the run: another user naming the same tab id neither hears that user's runs nor pushes their
 * stream out. Branded so that a bare tab id from a request cannot be used as an address by mistake.
 */
export type PushAddress = string & { readonly __pushAddress: unique symbol };

export function pushAddress(userId: string, pushRef: string): PushAddress {
  // JSON keeps the two parts apart whatever characters the tab id holds.
  return JSON.stringify([userId, pushRef]) as PushAddress;
}
