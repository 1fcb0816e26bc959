import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { pairedCopy } from '../data-transformation/field-access.js';
import { allocateMemory } from './allocate-memory.js';
import { debugHelperProperties } from './debug-helper.description.js';
import { GENERATORS } from './random-data.generators.js';
import { seededRandom } from './seeded-random.js';

/** The most items one run generates: test data, not a load generator. */
const MAX_RANDOM_ITEMS = 100_000;

/** Helps test workflows: does nothing, fails on purpose, uses memory, or makes up test data. */
export class DebugHelper implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'DebugHelper',
    name: 'n8n-nodes-base.debugHelper',
    icon: 'file:debug-helper.svg',
    group: ['output'],
    version: 1,
    subtitle: '={{$parameter["category"]}}',
    description: 'Throws errors, uses memory or makes up test data, to try out workflows',
    defaults: { name: 'DebugHelper', color: '#e0473a' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Helpers'] },
      alias: ['debug', 'test', 'error', 'throw', 'random', 'fake', 'mock', 'memory', 'dummy'],
    },
    properties: debugHelperProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const category = this.getNodeParameter('category', 0, 'throwError') as string;
    const passThrough = () => items.map((item, index) => pairedCopy(item, index));
    switch (category) {
      case 'doNothing':
        return [passThrough()];
      case 'throwError':
        throw errorOf(this);
      case 'oom': {
        const report = allocateMemory(Number(this.getNodeParameter('memorySizeValue', 0, 10)) || 0) as unknown as IDataObject;
        return [items.map((item, index) => ({ json: { ...item.json, memory: report }, pairedItem: { item: index } }))];
      }
      case 'randomData':
        return [randomItems(this)];
      default:
        throw new NodeOperationError(this.getNode(), `Unknown category "${category}"`, {
          description: 'Pick one of the categories the list offers.',
        });
    }
  }
}

function errorOf(context: IExecuteFunctions): Error {
  const node = context.getNode();
  const type = context.getNodeParameter('throwErrorType', 0, 'NodeApiError') as string;
  const message = String(context.getNodeParameter('throwErrorMessage', 0, 'Node has thrown an error') || 'Node has thrown an error');
  if (type === 'NodeApiError') return new NodeApiError(node, { message }, { message, description: 'Thrown on purpose by the DebugHelper node' });
  if (type === 'NodeOperationError') return new NodeOperationError(node, message, { description: 'Thrown on purpose by the DebugHelper node' });
  return new Error(message);
}

function randomItems(context: IExecuteFunctions): INodeExecutionData[] {
  const node = context.getNode();
  const type = context.getNodeParameter('randomDataType', 0, 'user') as string;
  const generate = GENERATORS[type];
  if (!generate) {
    throw new NodeOperationError(node, `Unknown random data type "${type}"`, { description: 'Pick one of the data types the list offers.' });
  }
  const count = Number(context.getNodeParameter('randomDataCount', 0, 10));
  if (!Number.isInteger(count) || count < 1 || count > MAX_RANDOM_ITEMS) {
    throw new NodeOperationError(node, `The number of items must be a whole number from 1 to ${MAX_RANDOM_ITEMS}`, {
      description: `"Number of Items to Generate" is ${String(count)}.`,
    });
  }
  const alphabet = String(context.getNodeParameter('nanoidAlphabet', 0, '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'));
  const length = Number(context.getNodeParameter('nanoidLength', 0, '16'));
  if (type === 'nanoid' && (alphabet === '' || !Number.isInteger(length) || length < 1 || length > 1024)) {
    throw new NodeOperationError(node, 'NanoIds need an alphabet and a length from 1 to 1024', {
      description: 'Set "NanoId Alphabet" to the characters to use and "NanoId Length" to a whole number such as 16.',
    });
  }
  const random = seededRandom(String(context.getNodeParameter('randomDataSeed', 0, '') ?? ''));
  const entries = Array.from({ length: count }, () => generate(random, { nanoidAlphabet: alphabet, nanoidLength: length }));
  if (context.getNodeParameter('randomDataSingleArray', 0, false) === true) {
    return [{ json: { generatedSet: entries }, pairedItem: { item: 0 } }];
  }
  return entries.map((json) => ({ json, pairedItem: { item: 0 } }));
}
