import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { getBufferString } from '@langchain/core/messages';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ChatMemory } from '../ai/chat-memory.js';
import { runSqlAgent } from '../ai/sql-agent.js';
import type { SqlDatabase } from '../ai/sql-database.js';
import { openMySqlDatabase } from '../ai/sql-mysql.js';
import type { MySqlCredentials } from '../ai/sql-mysql.js';
import { openPostgresDatabase } from '../ai/sql-postgres.js';
import { postgresCredentials } from '../Postgres/transport/postgres-pool.js';
import { openSqliteDatabase } from '../ai/sql-sqlite.js';
import { agentPrompt } from './agent-execute.js';
import { agentV1Properties } from './agent-v1.properties.js';

interface SqlOptions { ignoredTables?: string; includedSampleRows?: number; includedTables?: string; prefixPrompt?: string; suffixPrompt?: string; topK?: number }

/** The defaults of the SQL agent's options, as its parameters give them. */
function optionDefault(name: keyof SqlOptions): unknown {
  const collection = agentV1Properties.find((property) => property.name === 'options'
    && (property.displayOptions?.show?.agent as string[] | undefined)?.includes('sqlAgent'));
  return (collection?.options as INodeProperties[] | undefined)?.find((option) => option.name === name)?.default;
}

const tableList = (value: string | undefined) => (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);

/** The SQLite file the item carries in its binary field (n8n's messages when it carries none). */
async function sqliteFile(context: IExecuteFunctions, itemIndex: number): Promise<Buffer> {
  const item = context.getInputData()[itemIndex];
  if (!item?.binary || Object.keys(item.binary).length === 0) {
    throw new NodeOperationError(context.getNode(), 'No binary data found, please connect a binary to the input if you want to use SQLite as data source', { itemIndex });
  }
  const field = context.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
  if (!item.binary[field]) throw new NodeOperationError(context.getNode(), 'No binary data received.', { itemIndex });
  return Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, field));
}

async function openDatabase(context: IExecuteFunctions, itemIndex: number): Promise<SqlDatabase> {
  const version = context.getNode().typeVersion;
  const source = context.getNodeParameter('dataSource', itemIndex, version >= 1.4 ? 'postgres' : 'sqlite') as string;
  if (source === 'postgres') return openPostgresDatabase(postgresCredentials(await context.getCredentials('postgres', itemIndex)));
  if (source === 'mysql') return openMySqlDatabase(await context.getCredentials<MySqlCredentials>('mySql', itemIndex));
  if (source === 'sqlite') return openSqliteDatabase(await sqliteFile(context, itemIndex));
  throw new NodeOperationError(context.getNode(), 'No data source found, please configure data source', { itemIndex });
}

/** The SQL agent of AI Agent 1.x: each item's question answered from the database with read-only queries. */
export async function executeSqlAgent(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const cancel = this.getExecutionCancelSignal();
  const signal = cancel instanceof AbortSignal ? cancel : undefined;
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < this.getInputData().length; itemIndex++) {
    let database: SqlDatabase | undefined;
    try {
      const input = this.getNode().typeVersion <= 1.2 ? this.getNodeParameter('input', itemIndex, '') as string : agentPrompt(this, itemIndex);
      if (typeof input !== 'string' || input.trim() === '') throw new NodeOperationError(this.getNode(), 'No prompt specified', { itemIndex });
      const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseLanguageModel;
      const memory = await this.getInputConnectionData('ai_memory', itemIndex) as ChatMemory | undefined;
      const options = this.getNodeParameter('options', itemIndex, {}) as SqlOptions;
      database = await openDatabase(this, itemIndex);
      const history = memory ? await memory.loadWindow() : [];
      const result = await runSqlAgent({
        model, database, input, signal,
        chatHistory: getBufferString(history),
        prefixPrompt: options.prefixPrompt ?? optionDefault('prefixPrompt') as string,
        suffixPrompt: options.suffixPrompt ?? optionDefault('suffixPrompt') as string,
        topK: options.topK ?? optionDefault('topK') as number,
        sampleRows: options.includedSampleRows ?? optionDefault('includedSampleRows') as number,
        includedTables: tableList(options.includedTables),
        ignoredTables: tableList(options.ignoredTables),
      });
      await memory?.saveTurn(input, result.output);
      output.push({ json: { output: result.output, intermediateSteps: result.intermediateSteps } as IDataObject, pairedItem: { item: itemIndex } });
    } catch (error) {
      if (!this.continueOnFail()) throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex });
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    } finally {
      await database?.close();
    }
  }
  return [output];
}
