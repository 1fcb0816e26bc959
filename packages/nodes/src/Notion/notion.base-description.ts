import type { INodeTypeBaseDescription } from '@weft/workflow';

/** What every version of the Notion node shares. */
export const notionBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Notion',
  name: 'n8n-nodes-base.notion',
  icon: 'file:notion.svg',
  group: ['output'],
  description: 'Reads and writes Notion pages, databases, blocks and users',
  defaultVersion: 2.2,
  codex: { categories: ['Productivity'], alias: ['notion', 'wiki', 'notes', 'database', 'pages'] },
};
