import type { INodeProperties } from '@weft/workflow';
import { paging, show } from './shared.js';

/** Video Category > Get Many: the categories YouTube offers in a country. */
export const videoCategoryProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'getAll', displayOptions: { show: { resource: ['videoCategory'] } },
    options: [{ name: 'Get Many', value: 'getAll', description: 'Retrieve many video categories', action: 'Get many video categories' }],
  },
  {
    displayName: 'Region Code', name: 'regionCode', type: 'options', required: true, default: '', typeOptions: { loadOptionsMethod: 'getCountriesCodes' },
    displayOptions: show('videoCategory', 'getAll'),
  },
  ...paging('videoCategory'),
];
