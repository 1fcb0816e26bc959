import type { MqttClient } from 'mqtt';
import type { IDataObject, INodeType, INodeTypeDescription, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mqttConnectionTest, openMqtt } from '../Mqtt/mqtt-connection.js';
import type { MqttCredentials } from '../Mqtt/mqtt-connection.js';
import { deferred } from '../RabbitMQTrigger/deferred.js';
import { parseTopics } from './mqtt-topics.js';

interface TriggerOptions { jsonParseBody?: boolean; onlyMessage?: boolean; parallelProcessing?: boolean }

function messageJson(topic: string, payload: Buffer, options: TriggerOptions): IDataObject {
  let message: unknown = payload.toString();
  if (options.jsonParseBody) {
    try {
      message = JSON.parse(message as string) as unknown;
    } catch {
      // Not JSON: the message stays text, as n8n leaves it.
    }
  }
  if (!options.onlyMessage) return { message, topic } as IDataObject;
  // An item is an object: a message that is not one (text, a number) is kept under "message".
  return message !== null && typeof message === 'object' && !Array.isArray(message) ? message as IDataObject : { message } as IDataObject;
}

/** n8n's MQTT Trigger, version 1: a run per message on the topics subscribed to. */
export class MqttTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'MQTT Trigger',
    name: 'n8n-nodes-base.mqttTrigger',
    icon: 'file:mqtt.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow for each message published on MQTT topics',
    defaults: { name: 'MQTT Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'mqtt', required: true, testedBy: 'mqttConnectionTest' }],
    codex: { categories: ['Development'], alias: ['mqtt', 'iot', 'subscribe'] },
    properties: [
      {
        displayName: 'Topics', name: 'topics', type: 'string', default: '',
        description: 'Topics to subscribe to, separated by commas, each with an optional QoS ("sensors/+/temp:1,alerts/#"); + matches one level, # the rest',
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
        options: [
          { displayName: 'JSON Parse Body', name: 'jsonParseBody', type: 'boolean', default: false, description: 'Whether a message that is JSON becomes its value' },
          { displayName: 'Only Message', name: 'onlyMessage', type: 'boolean', default: false, description: 'Whether the item is only the message, without the topic' },
          {
            displayName: 'Parallel Processing', name: 'parallelProcessing', type: 'boolean', default: true,
            description: 'Whether a message starts its run at once; off, each run waits for the one before it to end',
          },
        ],
      },
    ],
  };

  methods = { credentialTest: { mqttConnectionTest } };

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const topics = parseTopics(String(this.getNodeParameter('topics', 0, '')));
    if (Object.keys(topics).length === 0) throw new NodeOperationError(this.getNode(), 'Topics: give at least one topic to subscribe to');
    const options = this.getNodeParameter('options', 0, {}) as TriggerOptions;
    const credentials = await this.getCredentials<MqttCredentials>('mqtt');
    let client: MqttClient;
    try {
      client = await openMqtt(credentials, { keepReconnecting: true });
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    const subscribe = async () => {
      try {
        const granted = await client.subscribeAsync(topics);
        const refused = granted.filter((grant) => grant.qos === 128).map((grant) => grant.topic);
        if (refused.length > 0) throw new Error(`the broker refused the topics ${refused.join(', ')}`);
      } catch (error) {
        await client.endAsync(true);
        throw new NodeOperationError(this.getNode(), `Could not subscribe: ${(error as Error).message}`);
      }
    };
    const closeFunction = async () => {
      try {
        if (client.connected) await client.unsubscribeAsync(Object.keys(topics));
      } finally {
        await client.endAsync();
      }
    };
    const emit = (topic: string, payload: Buffer) => this.emit([[{ json: messageJson(topic, payload, options) }]]);

    if (this.getMode() === 'manual') {
      const manualTriggerFunction = async () => {
        const first = new Promise<void>((resolve) => {
          client.once('message', (topic, payload) => {
            emit(topic, payload);
            resolve();
          });
        });
        await subscribe();
        await first;
      };
      return { closeFunction, manualTriggerFunction };
    }

    if (options.parallelProcessing ?? true) {
      client.on('message', emit);
    } else {
      // One run at a time, in the order the messages came: each waits for the run before it to end.
      let previous: Promise<unknown> = Promise.resolve();
      client.on('message', (topic, payload) => {
        previous = previous.then(() => {
          const done = deferred<unknown>();
          this.emit([[{ json: messageJson(topic, payload, options) }]], undefined, done);
          return done.promise;
        }).catch(() => undefined);
      });
    }
    await subscribe();
    return { closeFunction };
  }
}
