import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const postgresBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Postgres',
  name: 'n8n-nodes-base.postgres',
  icon: 'file:postgres.svg',
  group: ['input'],
  description: 'Reads, writes and deletes rows of PostgreSQL tables, and runs SQL',
  defaultVersion: 2.6,
  codex: { categories: ['Data & Storage', 'Development'], alias: ['postgres', 'postgresql', 'sql', 'database', 'db'] },
};

export function postgresDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...postgresBaseDescription,
    defaults: { name: 'Postgres' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'postgres', required: true, testedBy: 'postgresConnectionTest' }],
    ...own,
  } as INodeTypeDescription;
}
