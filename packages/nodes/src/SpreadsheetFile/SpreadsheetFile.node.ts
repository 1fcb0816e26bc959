import { VersionedNodeType } from '@weft/workflow';
import { spreadsheetFileBaseDescription } from './spreadsheet-file.description.js';
import { SpreadsheetFileV1 } from './v1/SpreadsheetFileV1.node.js';
import { SpreadsheetFileV2 } from './v2/SpreadsheetFileV2.node.js';

/**
 * `n8n-nodes-base.spreadsheetFile` 1 and 2: the older node for spreadsheet files. It shares its reading
 * and writing with Extract from File and Convert to File.
 */
export class SpreadsheetFile extends VersionedNodeType {
  constructor() {
    super({ 1: new SpreadsheetFileV1(), 2: new SpreadsheetFileV2() }, spreadsheetFileBaseDescription);
  }
}
