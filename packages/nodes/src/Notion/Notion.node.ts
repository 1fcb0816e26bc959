import { VersionedNodeType } from '@weft/workflow';
import { notionBaseDescription } from './notion.base-description.js';
import { NotionVersion } from './NotionVersion.node.js';

/** `n8n-nodes-base.notion`: version 1 and versions 2-2.2. */
export class Notion extends VersionedNodeType {
  constructor() {
    const v2 = new NotionVersion(notionBaseDescription, 2);
    super({ 1: new NotionVersion(notionBaseDescription, 1), 2: v2, 2.1: v2, 2.2: v2 }, notionBaseDescription);
  }
}
