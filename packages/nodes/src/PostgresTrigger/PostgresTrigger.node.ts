import type pg from 'pg';
import type { IDataObject, INodeType, INodeTypeDescription, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { connectPostgres, postgresCredentials } from '../Postgres/transport/postgres-pool.js';
import { postgresNodeError } from '../Postgres/transport/postgres-errors.js';
import { postgresConnectionTest } from '../Postgres/transport/connection-test.js';
import { schemaSearch, tableSearch } from '../Postgres/v2/methods.js';
import { createNotifyTrigger, dropNotifyTrigger } from './trigger-sql.js';
import type { TriggerEvent } from './trigger-sql.js';
import { checkIdentifier, triggerNames } from './trigger-names.js';
import { postgresTriggerProperties } from './postgres-trigger.description.js';

/** A test run from the editor gives up after this long without a notification, as n8n's does. */
const MANUAL_WAIT_MS = 60_000;

const EVENTS: TriggerEvent[] = ['INSERT', 'UPDATE', 'DELETE'];

/** n8n's output for a notification: the server's message, its payload parsed when it is JSON. */
function notificationItem(message: pg.Notification): IDataObject {
  let payload: unknown = message.payload;
  if (typeof payload === 'string' && payload !== '') {
    try {
      payload = JSON.parse(payload);
    } catch {
      // A custom channel may carry any text.
    }
  }
  const { processId, channel } = message;
  const length = (message as { length?: number }).length;
  return { name: 'notification', ...(length !== undefined ? { length } : {}), processId, channel, payload: payload as IDataObject[string] };
}

/**
 * `n8n-nodes-base.postgresTrigger` 1: starts a run per PostgreSQL notification, either of a trigger
 * it creates on a table's inserts, updates or deletes (removed again when the workflow is deactivated)
 * or on a channel someone else notifies.
 */
export class PostgresTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Postgres Trigger',
    name: 'n8n-nodes-base.postgresTrigger',
    icon: 'file:postgres-trigger.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when rows of a PostgreSQL table change, or when a channel is notified',
    eventTriggerDescription: 'Waiting for you to change the table, or to notify the channel',
    defaults: { name: 'Postgres Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'postgres', required: true, testedBy: 'postgresConnectionTest' }],
    codex: { categories: ['Data & Storage', 'Development'], alias: ['postgres', 'postgresql', 'listen', 'notify', 'database trigger'] },
    properties: postgresTriggerProperties,
  };

  methods = {
    credentialTest: { postgresConnectionTest },
    listSearch: { searchSchema: schemaSearch, searchTables: tableSearch },
  };

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const node = this.getNode();
    const mode = this.getNodeParameter('triggerMode', 0) as string;
    const additional = (mode === 'createTrigger' ? this.getNodeParameter('additionalFields', 0, {}) : {}) as IDataObject;
    const names = triggerNames(node, this.getMode() === 'manual', additional);
    if (mode === 'listenTrigger') {
      // PostgreSQL folds an unquoted channel name to lower case; the name is quoted here, so folded the same way.
      names.channelName = checkIdentifier(node, this.getNodeParameter('channelName', 0), 'Channel name').toLowerCase();
    } else if (mode !== 'createTrigger') {
      throw new NodeOperationError(node, `Unknown trigger mode "${mode}"`);
    }
    const schema = String(this.getNodeParameter('schema', 0, 'public', { extractValue: true }) || 'public');
    const table = String(this.getNodeParameter('tableName', 0, '', { extractValue: true }) ?? '');
    const event = this.getNodeParameter('firesOn', 0, 'INSERT') as TriggerEvent;
    if (mode === 'createTrigger') {
      if (!EVENTS.includes(event)) throw new NodeOperationError(node, 'Event must be Insert, Update, or Delete');
      if (table === '') throw new NodeOperationError(node, 'Choose the table to listen to');
    }
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    let client: pg.Client;
    try {
      client = await connectPostgres(postgresCredentials(await this.getCredentials('postgres')), {
        connectionTimeout: typeof options.connectionTimeout === 'number' ? options.connectionTimeout : undefined,
        delayClosingIdleConnection: typeof options.delayClosingIdleConnection === 'number' ? options.delayClosingIdleConnection : undefined,
      });
    } catch (failure) {
      throw postgresNodeError(node, failure);
    }
    const created = mode === 'createTrigger';
    try {
      if (created) {
        // Names of the node's own are replaced if a run left them behind; given ones only when asked to.
        const replace = additional.replaceIfExists === true || !(additional.triggerName || additional.functionName);
        await createNotifyTrigger(client, names, { schema, table, event, replace });
      }
      await client.query(`LISTEN "${names.channelName}"`);
    } catch (failure) {
      await client.end().catch(() => undefined);
      throw postgresNodeError(node, failure);
    }

    const listeners: Array<(message: pg.Notification) => void> = [];
    client.on('notification', (message) => {
      if (message.channel !== names.channelName) return;
      for (const listener of listeners) listener(message);
    });
    listeners.push((message) => this.emit([this.helpers.returnJsonArray([notificationItem(message)])]));
    client.on('error', (error) => this.emitError(postgresNodeError(node, error)));

    let closed = false;
    const closeFunction = async () => {
      if (closed) return;
      closed = true;
      try {
        await client.query(`UNLISTEN "${names.channelName}"`);
        if (created) await dropNotifyTrigger(client, names);
      } catch (failure) {
        throw new NodeOperationError(node, failure as Error, {
          message: `The trigger could not remove what it created: ${(failure as Error).message}`,
          description: `Drop the function "${names.functionName}" by hand if it is still there.`,
        });
      } finally {
        await client.end().catch(() => undefined);
      }
    };

    const manualTriggerFunction = async () => {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new NodeOperationError(node, 'No notification arrived within 60 seconds', {
            description: 'A test run waits one minute; an active workflow listens for as long as it is active.',
          }));
        }, MANUAL_WAIT_MS);
        listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    };

    return { closeFunction, ...(this.getMode() === 'manual' ? { manualTriggerFunction } : {}) };
  }
}
