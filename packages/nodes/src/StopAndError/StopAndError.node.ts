import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { errorFromMessage, errorFromObject, parseErrorObject } from './stop-error.builder.js';

/** Fails the execution with the message or error object it is given (an error workflow then runs). */
export class StopAndError implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Stop and Error',
    name: 'n8n-nodes-base.stopAndError',
    icon: 'file:stop-and-error.svg',
    group: ['input'],
    version: 1,
    description: 'Fails the execution with an error of your choosing',
    defaults: { name: 'Stop and Error', color: '#ff6d5a' },
    inputs: ['main'],
    outputs: [],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Flow'] },
      alias: ['throw', 'error', 'exception', 'fail', 'stop', 'abort'],
    },
    properties: [
      {
        displayName: 'Error Type',
        name: 'errorType',
        type: 'options',
        default: 'errorMessage',
        description: 'Whether to fail with a message or with a whole error object',
        options: [
          { name: 'Error Message', value: 'errorMessage' },
          { name: 'Error Object', value: 'errorObject' },
        ],
      },
      {
        displayName: 'Error Message', name: 'errorMessage', type: 'string', default: '', required: true,
        placeholder: 'e.g. The order has no customer',
        displayOptions: { show: { errorType: ['errorMessage'] } },
      },
      {
        displayName: 'Error Object', name: 'errorObject', type: 'json', default: '', required: true,
        placeholder: '{ "message": "Order not found", "description": "Check the order number" }',
        description: 'A JSON object; its "message" (else "description") becomes the error message',
        displayOptions: { show: { errorType: ['errorObject'] } },
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const node = this.getNode();
    // n8n reads the error from the first item: the execution stops there anyway.
    if (this.getNodeParameter('errorType', 0, 'errorMessage') === 'errorObject') {
      throw errorFromObject(node, parseErrorObject(node, this.getNodeParameter('errorObject', 0, '')));
    }
    throw errorFromMessage(node, this.getNodeParameter('errorMessage', 0, ''));
  }
}
