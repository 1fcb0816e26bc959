import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError, sleep } from '@weft/workflow';
import { errorItem } from '../shared/item-loop.helper.js';
import { readRequestOptions, requestOptionsProperty } from '../shared/request-options.description.js';
import { chatProperties, imageProperties, textProperties } from './descriptions.js';
import { modelOptions } from './model-options.js';
import { operations } from './operations.js';

/*
 * `n8n-nodes-base.openAi` 1 and 1.1: n8n's first OpenAI node (chat and text completions, edits,
 * moderations, DALL·E images), kept so that workflows made with it import and run. 1.1 renamed the chat
 * and image model parameters.
 */

export class OpenAiLegacy implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'OpenAI',
    name: 'n8n-nodes-base.openAi',
    icon: 'file:openai.svg',
    group: ['transform'],
    version: [1, 1.1],
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Uses OpenAI\'s legacy completions, edits, moderations and image APIs',
    defaults: { name: 'OpenAI' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'openAiApi', required: true }],
    hidden: true,
    codex: { categories: ['AI'], alias: ['openai', 'gpt', 'dall-e', 'legacy'] },
    properties: [
      {
        displayName: 'For more advanced uses, consider using the OpenAI node of the AI section (chat, assistants, audio, files)',
        name: 'oldVersionNotice', type: 'notice', default: '',
      },
      {
        displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'text',
        options: [{ name: 'Chat', value: 'chat' }, { name: 'Image', value: 'image' }, { name: 'Text', value: 'text' }],
      },
      ...chatProperties,
      ...imageProperties,
      ...textProperties,
      requestOptionsProperty,
    ],
  };

  methods = { loadOptions: modelOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const resource = this.getNodeParameter('resource', itemIndex) as string;
        const operation = this.getNodeParameter('operation', itemIndex) as string;
        const run = operations[resource]?.[operation];
        if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not known`, { itemIndex });
        const { settings, batching } = readRequestOptions(this, itemIndex);
        if (batching && itemIndex > 0 && itemIndex % batching.size === 0) await sleep(batching.interval);
        const made = await run({ node: this, itemIndex, settings });
        output.push(...made.map((item) => ({ ...item, pairedItem: { item: itemIndex } })));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, itemIndex));
      }
    }
    return [output];
  }
}
