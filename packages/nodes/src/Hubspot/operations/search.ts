import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { collect, hubspotRequest, v3Page, wanted } from '../transport.js';

/** The Filter Groups parameter as CRM v3 search `filterGroups` (v2+ property pickers answer "name|type"). */
export function filterGroups(parameter: IDataObject): IDataObject[] {
  const groups = (parameter.filterGroupsValues as IDataObject[] | undefined) ?? [];
  return groups.map((group) => ({
    filters: (((group.filtersUi as IDataObject | undefined)?.filterValues as IDataObject[] | undefined) ?? []).map((filter) => ({
      propertyName: String(filter.propertyName ?? '').split('|')[0],
      operator: filter.operator ?? 'EQ',
      ...(filter.value !== undefined && filter.value !== '' ? { value: filter.value } : {}),
    })),
  }));
}

/** Contact or deal search through `POST /crm/v3/objects/<type>/search`, page by page with `after`. */
export async function crmSearch(context: IExecuteFunctions, item: number, objectType: 'contacts' | 'deals'): Promise<IDataObject[]> {
  const options = context.getNodeParameter('additionalFields', item, {}) as IDataObject;
  const groups = filterGroups(context.getNodeParameter('filterGroupsUi', item, {}) as IDataObject);
  const limit = wanted(context, item);
  const properties = Array.isArray(options.properties) ? options.properties : typeof options.properties === 'string' && options.properties !== ''
    ? options.properties.split(',') : [];
  const body: IDataObject = {
    ...(groups.length > 0 ? { filterGroups: groups } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(properties.length > 0 ? { properties } : {}),
    ...(options.sortBy ? { sorts: [{ propertyName: options.sortBy, direction: options.direction ?? 'DESCENDING' }] } : {}),
  };
  return await collect(async (after) => v3Page(await hubspotRequest(context, 'POST', `/crm/v3/objects/${objectType}/search`, {
    ...body, limit: Math.min(limit, 100), ...(after ? { after } : {}),
  })), limit);
}
