import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { requestOptionsProperty } from '../shared/request-options.description.js';
import { runRequestOperations } from '../shared/request-operation-loop.js';
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
    return runRequestOperations(this, (resource, operation) => operations[resource]?.[operation]);
  }
}
