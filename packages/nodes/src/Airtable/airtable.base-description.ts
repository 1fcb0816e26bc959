import type { INodeTypeBaseDescription } from '@weft/workflow';

export const AIRTABLE_NODE_TYPE = 'n8n-nodes-base.airtable';

/** What every version of the Airtable node shares. */
export const airtableBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Airtable',
  name: AIRTABLE_NODE_TYPE,
  icon: 'file:airtable.svg',
  group: ['input'],
  description: 'Reads, writes and deletes records of Airtable tables',
  defaultVersion: 2.1,
  codex: {
    categories: ['Data & Storage'],
    alias: ['airtable', 'spreadsheet', 'database', 'table', 'records'],
  },
};
