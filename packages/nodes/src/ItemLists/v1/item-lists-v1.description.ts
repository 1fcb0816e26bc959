import type { INodeProperties } from '@weft/workflow';
import { aggregateProperties } from '../../Aggregate/aggregate.description.js';
import { compareProperty } from '../../RemoveDuplicates/remove-duplicates.base-description.js';
import { limitProperties } from '../../Limit/limit.description.js';
import { sortProperties } from '../../Sort/sort.description.js';
import { splitOutProperties } from '../../SplitOut/split-out.description.js';
import { summarizeProperties } from '../../Summarize/summarize.description.js';
import { fieldListProperty, forOperation, resourceProperty } from '../item-lists.base-description.js';

/** Item Lists 1 and 2 start their compare code with this (the saved default). */
export const ITEM_LISTS_V1_CODE_DEFAULT = "// The two items to compare are in the variables a and b\n// Access the fields in a.json and b.json\n// Return -1 if a should go before b\n// Return 1 if b should go before a\n// Return 0 if there's no difference\n\nfieldName = 'myField';\n\nif (a.json[fieldName] < b.json[fieldName]) {\n\t\treturn -1;\n}\nif (a.json[fieldName] > b.json[fieldName]) {\n\t\treturn 1;\n}\nreturn 0;";

const named = (properties: INodeProperties[], name: string): INodeProperties => properties.find((p) => p.name === name) as INodeProperties;
const only = (property: INodeProperties, names: string[]): INodeProperties =>
  ({ ...property, options: (property.options as INodeProperties[]).filter((option) => names.includes(option.name)) });

const split = ['splitOutItems'];
const aggregate = ['aggregateItems'];
const dedupe = ['removeDuplicates'];
const sort = sortProperties(ITEM_LISTS_V1_CODE_DEFAULT);
const summarize = summarizeProperties('itemLists1');
const disableDotNotation = named(splitOutProperties, 'options').options?.[0] as INodeProperties;

export const itemListsV1Properties: INodeProperties[] = [
  resourceProperty,
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'splitOutItems',
    options: [
      { name: 'Aggregate Items', value: 'aggregateItems', description: 'Combine fields into a list in a single new item' },
      { name: 'Limit', value: 'limit', description: 'Remove items beyond a maximum number' },
      { name: 'Remove Duplicates', value: 'removeDuplicates', description: 'Remove items equal to an earlier item' },
      { name: 'Sort', value: 'sort', description: 'Change the order of the items' },
      { name: 'Split Out Items', value: 'splitOutItems', description: 'Turn a list inside items into separate items' },
      { name: 'Summarize', value: 'summarize', description: 'Aggregate items together (pivot table)' },
    ],
  },
  forOperation({ ...named(splitOutProperties, 'fieldToSplitOut'), description: 'The field holding the list to turn into separate items' }, split),
  forOperation(named(splitOutProperties, 'include'), split),
  fieldListProperty('fieldsToInclude', 'Fields To Include', { operation: split, include: ['selectedOtherFields'] }),
  forOperation(named(aggregateProperties, 'aggregate'), aggregate),
  forOperation(named(aggregateProperties, 'fieldsToAggregate'), aggregate),
  forOperation(named(aggregateProperties, 'destinationFieldName'), aggregate),
  forOperation(named(aggregateProperties, 'include'), aggregate),
  fieldListProperty('fieldsToExclude', 'Fields To Exclude', { operation: aggregate, aggregate: ['aggregateAllItemData'], include: ['allFieldsExcept'] }),
  fieldListProperty('fieldsToInclude', 'Fields To Include', { operation: aggregate, aggregate: ['aggregateAllItemData'], include: ['specifiedFields'] }),
  forOperation(compareProperty, dedupe),
  fieldListProperty('fieldsToExclude', 'Fields To Exclude', { operation: dedupe, compare: ['allFieldsExcept'] }),
  fieldListProperty('fieldsToCompare', 'Fields To Compare', { operation: dedupe, compare: ['selectedFields'] }),
  forOperation(named(sort, 'type'), 'sort'),
  forOperation(named(sort, 'sortFieldsUi'), 'sort'),
  forOperation(named(sort, 'code'), 'sort'),
  ...limitProperties.map((property) => forOperation(property, 'limit')),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { resource: ['itemList'], operation: dedupe, compare: ['allFieldsExcept', 'selectedFields'] } },
    options: [
      { displayName: 'Remove Other Fields', name: 'removeOtherFields', type: 'boolean', default: false, description: 'Whether the output items keep only the compared fields' },
      disableDotNotation,
    ],
  },
  forOperation(named(sort, 'options'), 'sort'),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { resource: ['itemList'], operation: ['splitOutItems', 'aggregateItems'] }, hide: { aggregate: ['aggregateAllItemData'] } },
    options: [
      { ...disableDotNotation, displayOptions: { show: { '/operation': ['splitOutItems', 'aggregateItems'] } } },
      { ...named(splitOutProperties, 'options').options?.[1] as INodeProperties, description: 'The field each split-out value goes to; empty keeps the field\'s name', displayOptions: { show: { '/operation': split } } },
      { ...only(named(aggregateProperties, 'options'), ['mergeLists']).options?.[0] as INodeProperties, displayOptions: { show: { '/operation': aggregate } } },
      { ...only(named(aggregateProperties, 'options'), ['keepMissing']).options?.[0] as INodeProperties, displayOptions: { show: { '/operation': aggregate } } },
    ],
  },
  ...summarize.map((property) => forOperation(property, 'summarize')),
];
