import type * as SheetJsModule from '@e965/xlsx';

export type SheetJs = typeof SheetJsModule;

let sheetJs: Promise<SheetJs> | undefined;

/** SheetJS, loaded on the first spreadsheet read or written: it is large, and most runs never need it. */
export const loadSheetJs = (): Promise<SheetJs> => (sheetJs ??= import('@e965/xlsx'));
