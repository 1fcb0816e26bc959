import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { notionProperties } from './descriptions/resources.js';
import { listSearch, loadOptions } from './methods.js';
import { appendBlocks, getChildBlocks } from './operations/block.js';
import { getDatabase, getManyDatabases, searchDatabases } from './operations/database.js';
import { createDatabasePage, getDatabasePage, getManyDatabasePages, updateDatabasePage } from './operations/database-page.js';
import { archivePage, createPage, getPage, searchPages } from './operations/page.js';
import { getManyUsers, getUser } from './operations/user.js';

type Operation = (this: IExecuteFunctions) => Promise<INodeExecutionData[]>;

const OPERATIONS: Record<string, Operation> = {
  'block.append': appendBlocks, 'block.getAll': getChildBlocks,
  'database.get': getDatabase, 'database.getAll': getManyDatabases, 'database.search': searchDatabases,
  'databasePage.create': createDatabasePage, 'databasePage.get': getDatabasePage, 'databasePage.getAll': getManyDatabasePages, 'databasePage.update': updateDatabasePage,
  'page.archive': archivePage, 'page.create': createPage, 'page.get': getPage, 'page.search': searchPages,
  'user.get': getUser, 'user.getAll': getManyUsers,
};

/**
 * Notion 1 (Notion API 2021-05-13, simplified properties under their own names) and 2-2.2 (2021-08-16,
 * `property_<name>` keys, page archive, database search and page get; 2.1 simplifies child blocks;
 * 2.2 reads a block's own link). One description per group, as n8n saves them.
 */
export class NotionVersion implements INodeType {
  description: INodeTypeDescription;

  methods = { listSearch, loadOptions };

  constructor(base: INodeTypeBaseDescription, group: 1 | 2) {
    this.description = {
      ...base,
      version: group === 1 ? 1 : [2, 2.1, 2.2],
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Notion' },
      inputs: ['main'],
      outputs: ['main'],
      ...(group === 2 ? { usableAsTool: true } : {}),
      credentials: [{ name: 'notionApi', required: true }],
      properties: notionProperties(group),
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    const run = OPERATIONS[`${resource}.${operation}`];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`);
    return [await run.call(this)];
  }
}
