import { customProperties, recordId, shown } from './builders.js';
import type { PropertySpec } from '../spec.js';

/**
 * The deal fields of create or update. v2 adds the owner, requires custom-property values, and on create
 * picks the pipeline from a list; update sets the stage here because create asks it as its own parameter.
 */
function dealFields(operation: 'create' | 'update', v2: boolean): PropertySpec[] {
  const create = operation === 'create';
  return [
    { name: 'amount', type: 'string', default: '' },
    ...(create
      ? [
        { name: 'associatedCompany', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCompanies' } },
        { name: 'associatedVids', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getContacts' } },
      ]
      : []),
    { name: 'closeDate', type: 'dateTime', default: '' },
    customProperties('getDealCustomProperties', { valueRequired: v2 }),
    { name: 'description', type: 'string', default: '' },
    { name: 'dealName', type: 'string', default: '' },
    ...(v2 ? [{ name: 'dealOwner', type: 'resourceLocator', default: { mode: 'list', value: '' }, modes: ['list', 'id'] }] : []),
    ...(create ? [] : [{ name: 'stage', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealStages' } }]),
    { name: 'dealType', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealTypes' } },
    v2 && create
      ? { name: 'pipeline', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealPipelines' } }
      : { name: 'pipeline', type: 'string', default: '' },
  ];
}

/** The parameters of deal create and update, in the order the editor lists them. */
export function dealWriteProperties(v2: boolean): PropertySpec[] {
  return [
    {
      name: 'stage', type: 'options', default: '', required: true,
      displayOptions: shown('deal', ['create']), typeOptions: { loadOptionsMethod: 'getDealStages' }, options: [],
    },
    { name: 'additionalFields', type: 'collection', default: {}, displayOptions: shown('deal', ['create']), options: dealFields('create', v2) },
    recordId('dealId', 'deal', 'update', v2),
    { name: 'updateFields', type: 'collection', default: {}, displayOptions: shown('deal', ['update']), options: dealFields('update', v2) },
  ];
}
