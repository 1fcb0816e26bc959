import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { notionRequest, notionRequestAll, segment } from '../transport.js';
import { perItem } from './run-per-item.js';

export async function getUser(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => await notionRequest(this, 'GET', `/users/${segment(String(this.getNodeParameter('userId', index)))}`));
}

export async function getManyUsers(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const limit = this.getNodeParameter('returnAll', index) ? Infinity : this.getNodeParameter('limit', index) as number;
    return await notionRequestAll(this, 'GET', '/users', {}, limit);
  });
}
