import { deepEqual as jsonDeepEqual } from '@weft/workflow';

/** A document equals its saved revision when the JSON sent for it would be the same (undefined = absent). */
export const deepEqual = (a: unknown, b: unknown): boolean => jsonDeepEqual(a, b, { undefinedIsAbsent: true });
