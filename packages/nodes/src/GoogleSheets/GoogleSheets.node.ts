import { VersionedNodeType } from '@weft/workflow';
import { googleSheetsBaseDescription } from './google-sheets.base-description.js';
import { GoogleSheetsV1 } from './v1/GoogleSheetsV1.node.js';
import { GoogleSheetsV2 } from './v2/GoogleSheetsV2.node.js';

/** `n8n-nodes-base.googleSheets`: versions 1-2 (ids and A1 ranges) and 3-4.7 (header-mapped rows, resource locators). */
export class GoogleSheets extends VersionedNodeType {
  constructor() {
    const v1 = new GoogleSheetsV1(googleSheetsBaseDescription);
    const v2 = new GoogleSheetsV2(googleSheetsBaseDescription);
    super({ 1: v1, 2: v1, 3: v2, 4: v2, 4.1: v2, 4.2: v2, 4.3: v2, 4.4: v2, 4.5: v2, 4.6: v2, 4.7: v2 }, googleSheetsBaseDescription);
  }
}
