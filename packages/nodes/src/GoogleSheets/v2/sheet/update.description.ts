import { matchAndWriteProperties } from './match-and-write.description.js';

/** Update Row: the column to match on and the values to write. */
export const updateProperties = matchAndWriteProperties('update', 'update');
