import { VersionedNodeType } from '@weft/workflow';
import { airtableBaseDescription } from './airtable.base-description.js';
import { AirtableV1 } from './v1/AirtableV1.node.js';
import { AirtableV2 } from './v2/AirtableV2.node.js';

/** `n8n-nodes-base.airtable`: version 1 (operations on a table) and 2-2.1 (records and bases, column mapping). */
export class Airtable extends VersionedNodeType {
  constructor() {
    const v2 = new AirtableV2(airtableBaseDescription);
    super({ 1: new AirtableV1(airtableBaseDescription), 2: v2, 2.1: v2 }, airtableBaseDescription);
  }
}
