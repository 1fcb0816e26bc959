import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import type { GoogleSheet, SheetInfo } from './sheet-client.js';

/** What each sheet operation gets: the document, the chosen sheet (when the operation has one), the node version. */
export interface SheetOperationInput {
  sheet: GoogleSheet;
  info: SheetInfo;
  items: INodeExecutionData[];
  version: number;
}

export type SheetOperation = (this: IExecuteFunctions, input: SheetOperationInput) => Promise<INodeExecutionData[]>;

/** How cells are written when the option is not set: version 4.1 moved the default to what a user would type. */
export const defaultCellFormat = (version: number) => (version < 4.1 ? 'RAW' : 'USER_ENTERED');
