import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { createHash } from 'node:crypto';
import { NodeOperationError } from '@weft/workflow';
import type { DigestEncoding } from './crypto-actions.js';
import { generateValue, hashValue, hmacValue, signValue } from './crypto-actions.js';
import { cryptoDescription } from './crypto.description.js';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { ParameterReader } from '../shared/parameter-reader.helper.js';

function nodeCryptoRefusal(value: unknown): string {
  try {
    createHash('sha256').update(value as string);
  } catch (error) {
    return (error as Error).message;
  }
  return `'Value' must be text`;
}

/** The text of `value`, or an error naming the parameter when it is not text. */
function textOf(context: IExecuteFunctions, value: unknown, itemIndex: number): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    // n8n hands the value to Node's crypto as is, which refuses anything but text: same refusal, same words.
    throw new NodeOperationError(context.getNode(), nodeCryptoRefusal(value), {
      itemIndex, description: 'Turn it into text first, for example with {{ String($json.field) }}.',
    });
  }
  throw new NodeOperationError(context.getNode(), `'Value' must be text, but it is ${Array.isArray(value) ? 'an array' : 'an object'}`, {
    itemIndex, description: 'Turn it into text first, for example with {{ JSON.stringify($json.field) }}.',
  });
}

async function computeValue(this: IExecuteFunctions, reader: ParameterReader, action: string, itemIndex: number): Promise<string> {
  if (action === 'generate') {
    const encodingType = reader.get<string>('encodingType', itemIndex);
    const length = encodingType === 'uuid' ? 0 : Number(reader.get<number>('stringLength', itemIndex, 32));
    if (encodingType !== 'uuid' && (!Number.isInteger(length) || length < 1)) {
      throw new NodeOperationError(this.getNode(), `'Length' must be a whole number of at least 1, not ${JSON.stringify(length)}`, { itemIndex });
    }
    return generateValue(encodingType, length);
  }
  const encoding = reader.get<DigestEncoding>('encoding', itemIndex);
  if (action === 'sign') {
    const value = textOf(this, reader.get('value', itemIndex), itemIndex);
    const algorithm = reader.get<string>('algorithm', itemIndex);
    if (!algorithm) throw new NodeOperationError(this.getNode(), 'No signing algorithm is chosen', { itemIndex, description: "Choose one in 'Algorithm Name or ID'." });
    const privateKey = reader.get<string>('privateKey', itemIndex);
    try {
      return signValue(algorithm, value, privateKey, encoding);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), 'The value could not be signed with this private key and algorithm', {
        itemIndex, description: `${(error as Error).message}. The key must be a private key in PEM format that suits the algorithm.`,
      });
    }
  }
  const type = reader.get<string>('type', itemIndex);
  const data = reader.get<boolean>('binaryData', itemIndex, false)
    ? await this.helpers.getBinaryDataBuffer(itemIndex, reader.get<string>('binaryPropertyName', itemIndex))
    : textOf(this, reader.get('value', itemIndex), itemIndex);
  if (action === 'hash') return hashValue(type, data, encoding);
  if (action === 'hmac') return hmacValue(type, data, String(reader.get('secret', itemIndex) ?? ''), encoding);
  throw new NodeOperationError(this.getNode(), `The action "${action}" is not known`, { itemIndex, description: 'Choose Generate, Hash, Hmac or Sign.' });
}

/** `n8n-nodes-base.crypto` v1: hash, HMAC, sign a value, or generate a random one, into a field of each item. */
export class CryptoNode implements INodeType {
  description: INodeTypeDescription = cryptoDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const reader = new ParameterReader(this, ['action', 'binaryData', 'encodingType']);
    return [await mapEachItem(this, this.getInputData(), async (item, itemIndex) => {
      const action = reader.get<string>('action', itemIndex);
      const propertyName = reader.get<string>('dataPropertyName', itemIndex);
      if (typeof propertyName !== 'string' || propertyName.trim() === '') {
        throw new NodeOperationError(this.getNode(), "'Property Name' is empty", { itemIndex, description: 'Name the field to write the result to.' });
      }
      // n8n writes the result under the name as given: "a.b" is one field, not a path.
      const newItem: INodeExecutionData = {
        json: { ...item.json, [propertyName]: await computeValue.call(this, reader, action, itemIndex) as IDataObject[string] },
        pairedItem: { item: itemIndex },
      };
      if (item.binary) newItem.binary = item.binary;
      return newItem;
    })];
  }
}
