import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { airtableRequest } from '../transport.js';

/* The base operations of Airtable v2: the bases the credential reaches, and a base's tables. */

export async function getManyBases(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const returnAll = this.getNodeParameter('returnAll', 0) as boolean;
  const limit = returnAll ? Infinity : this.getNodeParameter('limit', 0) as number;
  let bases: IDataObject[] = [];
  let offset: unknown;
  do {
    const page = await airtableRequest(this, 'GET', 'meta/bases', undefined, offset ? { offset } : undefined);
    bases.push(...(page.bases as IDataObject[] ?? []));
    offset = page.offset;
  } while (offset && bases.length < limit);
  bases = bases.slice(0, limit);
  const levels = this.getNodeParameter('options.permissionLevel', 0, []) as string[];
  if (levels.length > 0) bases = bases.filter((base) => levels.includes(String(base.permissionLevel)));
  const paired = items.map((_, item) => ({ item }));
  return bases.map((json) => ({ json, pairedItem: paired }));
}

export async function getBaseSchema(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index++) {
    try {
      const base = String(this.getNodeParameter('base', index, '', { extractValue: true }));
      const answer = await airtableRequest(this, 'GET', `meta/bases/${base}/tables`);
      output.push(...(answer.tables as IDataObject[] ?? []).map((json) => ({ json, pairedItem: { item: index } })));
    } catch (error) {
      if (!this.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
    }
  }
  return output;
}
