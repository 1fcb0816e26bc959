import { matchAndWriteProperties } from './match-and-write.description.js';

/** Append or Update Row: update the row whose column matches, else append. */
export const appendOrUpdateProperties = matchAndWriteProperties('appendOrUpdate', 'upsert', [
  { displayName: 'Minimise API Calls', name: 'useAppend', type: 'boolean', default: false },
]);
