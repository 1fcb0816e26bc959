import type { INodeProperties } from '@weft/workflow';
import { aggregateProperties } from '../../Aggregate/aggregate.description.js';
import { limitProperties } from '../../Limit/limit.description.js';
import { RemoveDuplicatesV1 } from '../../RemoveDuplicates/v1/RemoveDuplicatesV1.node.js';
import { sortProperties } from '../../Sort/sort.description.js';
import { splitOutProperties } from '../../SplitOut/split-out.description.js';
import { summarizeProperties } from '../../Summarize/summarize.description.js';
import { forOperation, resourceProperty } from '../item-lists.base-description.js';

/** Item Lists 3 starts its compare code with this (the saved default). */
export const ITEM_LISTS_V3_CODE_DEFAULT = "// The two items to compare are in the variables a and b\n// Access the fields in a.json and b.json\n// Return -1 if a should go before b\n// Return 1 if b should go before a\n// Return 0 if there's no difference\n\nfieldName = 'myField';\n\nif (a.json[fieldName] < b.json[fieldName]) {\nreturn -1;\n}\nif (a.json[fieldName] > b.json[fieldName]) {\nreturn 1;\n}\nreturn 0;";

/** Item Lists 3 and 3.1: each operation shows the parameters of the node that replaced it. */
export const itemListsV3Properties: INodeProperties[] = [
  resourceProperty,
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'splitOutItems',
    displayOptions: { show: { resource: ['itemList'] } },
    options: [
      { name: 'Concatenate Items', value: 'concatenateItems', description: 'Combine fields into a list in a single new item' },
      { name: 'Limit', value: 'limit', description: 'Remove items beyond a maximum number' },
      { name: 'Remove Duplicates', value: 'removeDuplicates', description: 'Remove items equal to an earlier item' },
      { name: 'Sort', value: 'sort', description: 'Change the order of the items' },
      { name: 'Split Out Items', value: 'splitOutItems', description: 'Turn a list inside items into separate items' },
      { name: 'Summarize', value: 'summarize', description: 'Aggregate items together (pivot table)' },
    ],
  },
  ...aggregateProperties.map((property) => forOperation(property, 'concatenateItems')),
  ...limitProperties.map((property) => forOperation(property, 'limit')),
  ...new RemoveDuplicatesV1().description.properties.map((property) => forOperation(property, 'removeDuplicates')),
  ...sortProperties(ITEM_LISTS_V3_CODE_DEFAULT).map((property) => forOperation(property, 'sort')),
  ...splitOutProperties.map((property) => forOperation(property, 'splitOutItems')),
  ...summarizeProperties('itemLists3').map((property) => forOperation(property, 'summarize')),
];
