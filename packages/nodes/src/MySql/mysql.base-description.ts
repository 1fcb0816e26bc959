import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const mySqlBaseDescription: INodeTypeBaseDescription = {
  displayName: 'MySQL',
  name: 'n8n-nodes-base.mySql',
  icon: 'file:mysql.svg',
  group: ['input'],
  description: 'Reads and writes rows of a MySQL or MariaDB database, or runs SQL on it',
  subtitle: '={{$parameter["operation"]}}',
  defaultVersion: 2.5,
  codex: { categories: ['Development', 'Data & Storage'], alias: ['mysql', 'mariadb', 'sql', 'database'] },
};

export function mySqlDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'>): INodeTypeDescription {
  return {
    ...mySqlBaseDescription,
    defaults: { name: 'MySQL' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'mySql', required: true, testedBy: 'mysqlConnectionTest' }],
    ...own,
  } as INodeTypeDescription;
}
