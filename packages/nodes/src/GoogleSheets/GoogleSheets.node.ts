import { VersionedNodeType } from '@weft/workflow';
import { googleSheetsBaseDescription } from './google-sheets.base-description.js';
import { GoogleSheetsV2 } from './v2/GoogleSheetsV2.node.js';

/** `n8n-nodes-base.googleSheets`: versions 3-4.7 (header-mapped rows, resource locators). */
export class GoogleSheets extends VersionedNodeType {
  constructor() {
    const v2 = new GoogleSheetsV2(googleSheetsBaseDescription);
    super({ 3: v2, 4: v2, 4.1: v2, 4.2: v2, 4.3: v2, 4.4: v2, 4.5: v2, 4.6: v2, 4.7: v2 }, googleSheetsBaseDescription);
  }
}
