import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { labelList } from '../read-messages.js';
import { gmailRequest } from '../transport.js';

const labelIdOf = (context: IExecuteFunctions, itemIndex: number) => {
  const id = String(context.getNodeParameter('labelId', itemIndex, '') ?? '').trim();
  if (id === '') throw new NodeOperationError(context.getNode(), 'The label ID is empty', { itemIndex });
  return encodeURIComponent(id);
};

export const labelOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[]>> = {
  async create(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    return gmailRequest(this, 'POST', '/labels', {
      labelListVisibility: options.labelListVisibility ?? 'labelShow',
      messageListVisibility: options.messageListVisibility ?? 'show',
      name: String(this.getNodeParameter('name', itemIndex, '')),
    });
  },
  async delete(itemIndex) {
    await gmailRequest(this, 'DELETE', `/labels/${labelIdOf(this, itemIndex)}`);
    return { success: true };
  },
  async get(itemIndex) {
    return gmailRequest(this, 'GET', `/labels/${labelIdOf(this, itemIndex)}`);
  },
  async getAll(itemIndex) {
    const labels = await labelList(this);
    if (this.getNodeParameter('returnAll', itemIndex, false) === true) return labels;
    return labels.slice(0, Number(this.getNodeParameter('limit', itemIndex, 50)));
  },
};
