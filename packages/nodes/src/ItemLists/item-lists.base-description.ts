import type { INodeProperties, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const ITEM_LISTS_NODE_TYPE = 'n8n-nodes-base.itemLists';

export const itemListsBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Item Lists',
  name: ITEM_LISTS_NODE_TYPE,
  icon: 'file:item-lists.svg',
  group: ['input'],
  description: 'Splits out, aggregates, limits, deduplicates, sorts and summarizes lists of items',
  defaultVersion: 3.1,
  hidden: true,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['item lists', 'split', 'aggregate', 'limit', 'sort', 'remove duplicates', 'summarize', 'concatenate'],
  },
} as INodeTypeBaseDescription;

export function itemListsDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'>): INodeTypeDescription {
  return {
    ...itemListsBaseDescription,
    defaults: { name: 'Item Lists' },
    inputs: ['main'],
    outputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}

/** The fixed resource of Item Lists (a hidden parameter saved with every node). */
export const resourceProperty = {
  displayName: 'Resource',
  name: 'resource',
  type: 'hidden',
  default: 'itemList',
  options: [{ name: 'Item List' }],
} as unknown as INodeProperties;

type Conditions = NonNullable<NonNullable<INodeProperties['displayOptions']>['show']>;

/** `property` shown only for `operation` (and the resource), keeping its own conditions. */
export function forOperation(property: INodeProperties, operation: string | string[], extraShow: Conditions = {}): INodeProperties {
  const show: Conditions = { ...(property.displayOptions?.show ?? {}), ...extraShow, resource: ['itemList'], operation: [operation].flat() };
  return { ...property, displayOptions: { ...property.displayOptions, show } };
}

/** n8n's older field lists: `{ fields: [{ fieldName }] }` (Item Lists 1 and 2). */
export function fieldListProperty(name: string, displayName: string, show: Conditions): INodeProperties {
  return {
    displayName,
    name,
    type: 'fixedCollection',
    placeholder: 'Add field',
    default: {},
    typeOptions: { multipleValues: true },
    displayOptions: { show: { resource: ['itemList'], ...show } },
    options: [
      {
        displayName: '',
        name: 'fields',
        values: [
          { displayName: 'Field Name', name: 'fieldName', type: 'string', default: '', placeholder: 'e.g. id' },
        ],
      },
    ],
  };
}
