import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { connect, mongoDbCredentialTest, type MongoDbCredentials } from './connection.js';
import { mongoDbProperties } from './description.js';
import * as operations from './operations.js';

const OPERATIONS: Record<string, (run: operations.Run) => Promise<INodeExecutionData[]>> = {
  aggregate: operations.aggregate, delete: operations.remove, find: operations.find, findOneAndReplace: operations.findOneAndReplace,
  findOneAndUpdate: operations.findOneAndUpdate, insert: operations.insert, update: operations.update,
  listSearchIndexes: operations.listSearchIndexes, createSearchIndex: operations.createSearchIndex,
  dropSearchIndex: operations.dropSearchIndex, updateSearchIndex: operations.updateSearchIndex,
};

/** `n8n-nodes-base.mongoDb` 1 to 1.2: documents (find, aggregate, insert, update, delete) and Atlas search indexes. */
export class MongoDb implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'MongoDB',
    name: 'n8n-nodes-base.mongoDb',
    icon: 'file:mongodb.svg',
    group: ['input'],
    version: [1, 1.1, 1.2],
    description: 'Finds, inserts, updates and deletes documents of a MongoDB collection',
    subtitle: '={{$parameter["operation"] + ": " + $parameter["collection"]}}',
    defaults: { name: 'MongoDB' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    codex: { categories: ['Development', 'Data & Storage'], alias: ['mongo', 'mongodb', 'nosql', 'database', 'atlas'] },
    credentials: [{ name: 'mongoDb', required: true, testedBy: 'mongoDbCredentialTest' }],
    properties: mongoDbProperties,
  };

  methods = { credentialTest: { mongoDbCredentialTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0) as string;
    const run = OPERATIONS[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`);
    const credentials = await this.getCredentials<MongoDbCredentials>('mongoDb');
    let connection: Awaited<ReturnType<typeof connect>>;
    try {
      connection = await connect(credentials);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    try {
      return [await run({ context: this, db: connection.db, items: this.getInputData(), version: this.getNode().typeVersion })];
    } finally {
      await connection.client.close().catch(() => undefined);
    }
  }
}
