import type { MqttClient } from 'mqtt';
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mqttConnectionTest, openMqtt } from './mqtt-connection.js';
import type { MqttCredentials } from './mqtt-connection.js';

interface PublishOptions { qos?: 0 | 1 | 2; retain?: boolean }

/** n8n's MQTT node, version 1: a message per item; the items pass on unchanged. */
export class Mqtt implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'MQTT',
    name: 'n8n-nodes-base.mqtt',
    icon: 'file:mqtt.svg',
    group: ['input'],
    version: 1,
    description: 'Publishes messages to an MQTT broker',
    defaults: { name: 'MQTT' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'mqtt', required: true, testedBy: 'mqttConnectionTest' }],
    codex: { categories: ['Development'], alias: ['mqtt', 'iot', 'publish', 'message broker'] },
    properties: [
      { displayName: 'Topic', name: 'topic', type: 'string', required: true, default: '', description: 'The topic to publish to' },
      { displayName: 'Send Input Data', name: 'sendInputData', type: 'boolean', default: true, description: 'Whether each message is the item\'s JSON' },
      {
        displayName: 'Message', name: 'message', type: 'string', required: true, default: '', description: 'The text of each message',
        displayOptions: { show: { sendInputData: [false] } },
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
        options: [
          {
            displayName: 'QoS', name: 'qos', type: 'options', default: 0, description: 'How hard the broker tries to deliver the message',
            options: [
              { name: 'Received at Most Once', value: 0 },
              { name: 'Received at Least Once', value: 1 },
              { name: 'Exactly Once', value: 2 },
            ],
          },
          { displayName: 'Retain', name: 'retain', type: 'boolean', default: false, description: 'Whether the broker keeps the message for whoever subscribes to the topic later' },
        ],
      },
    ],
  };

  methods = { credentialTest: { mqttConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const credentials = await this.getCredentials<MqttCredentials>('mqtt');
    let client: MqttClient;
    try {
      client = await openMqtt(credentials);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    try {
      for (let index = 0; index < items.length; index++) {
        const topic = String(this.getNodeParameter('topic', index, '')).trim();
        if (!topic) throw new NodeOperationError(this.getNode(), 'Topic: give the topic to publish to', { itemIndex: index });
        if (/[+#]/.test(topic)) throw new NodeOperationError(this.getNode(), `Topic: "${topic}" has a wildcard (+ or #), which only subscriptions may use`, { itemIndex: index });
        const { qos = 0, retain = false } = this.getNodeParameter('options', index, {}) as PublishOptions;
        const message = (this.getNodeParameter('sendInputData', index, true) as boolean)
          ? JSON.stringify((items[index] as INodeExecutionData).json)
          : String(this.getNodeParameter('message', index, ''));
        try {
          // Resolves once the broker has the message (QoS 1 and 2 wait for its acknowledgement).
          await client.publishAsync(topic, message, { qos: Number(qos) as 0 | 1 | 2, retain });
        } catch (error) {
          throw new NodeOperationError(this.getNode(), `The MQTT broker did not take the message: ${(error as Error).message}`, { itemIndex: index });
        }
      }
      return [items];
    } finally {
      await client.endAsync();
    }
  }
}
