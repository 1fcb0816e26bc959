import type { INodeProperties } from '@weft/workflow';
import {
  compareProperty, disableDotNotationOption, fieldsToCompareProperty, fieldsToExcludeProperty, removeOtherFieldsOption,
} from '../remove-duplicates.base-description.js';

const PREVIOUS = 'removeItemsSeenInPreviousExecutions';
const CLEAR = 'clearDeduplicationHistory';
const INPUT = 'removeDuplicateInputItems';

export const removeDuplicatesV2Properties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: INPUT,
    options: [
      { name: 'Remove Items Repeated Within Current Input', value: INPUT, description: 'Drop items equal to an earlier item of this input' },
      { name: 'Remove Items Processed in Previous Executions', value: PREVIOUS, description: 'Drop items whose value was already seen by earlier executions' },
      { name: 'Clear Deduplication History', value: CLEAR, description: 'Forget the values seen by earlier executions' },
    ],
  },
  { ...compareProperty, displayOptions: { show: { operation: [INPUT] } } },
  fieldsToExcludeProperty,
  fieldsToCompareProperty,
  {
    displayName: 'Keep Items Where',
    name: 'logic',
    type: 'options',
    noDataExpression: true,
    default: 'removeItemsWithAlreadySeenKeyValues',
    displayOptions: { show: { operation: [PREVIOUS] } },
    options: [
      { name: 'Value Is New', value: 'removeItemsWithAlreadySeenKeyValues', description: 'Keep items whose value no earlier execution has seen' },
      { name: 'Value Is Higher than Any Previous Value', value: 'removeItemsUpToStoredIncrementalKey', description: 'Keep items whose number is above the highest seen so far (e.g. an increasing ID)' },
      { name: 'Value Is a Date Later than Any Previous Date', value: 'removeItemsUpToStoredDate', description: 'Keep items whose date is after the latest seen so far' },
    ],
  },
  {
    displayName: 'Value to Dedupe On',
    name: 'dedupeValue',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. {{ $json.id }}',
    description: 'The value identifying an item, usually an expression',
    displayOptions: { show: { logic: ['removeItemsWithAlreadySeenKeyValues'], '/operation': [PREVIOUS] } },
  },
  {
    displayName: 'Value to Dedupe On',
    name: 'incrementalDedupeValue',
    type: 'number',
    default: '',
    description: 'A number that grows with each new item, usually an expression such as {{ $json.id }}',
    displayOptions: { show: { logic: ['removeItemsUpToStoredIncrementalKey'], '/operation': [PREVIOUS] } },
  },
  {
    displayName: 'Value to Dedupe On',
    name: 'dateDedupeValue',
    type: 'dateTime',
    default: '',
    description: 'A date that is later for newer items, usually an expression such as {{ $json.updated_at }}',
    displayOptions: { show: { logic: ['removeItemsUpToStoredDate'], '/operation': [PREVIOUS] } },
  },
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    default: 'cleanDatabase',
    displayOptions: { show: { operation: [CLEAR] } },
    options: [
      { name: 'Clean Database', value: 'cleanDatabase', description: 'Forget every value kept for this node or workflow' },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: [INPUT, PREVIOUS, CLEAR] } },
    options: [
      { ...disableDotNotationOption, displayOptions: { show: { '/operation': [INPUT] }, hide: { '/compare': ['allFields'] } } },
      { ...removeOtherFieldsOption, displayOptions: { show: { '/operation': [INPUT] }, hide: { '/compare': ['allFields'] } } },
      {
        displayName: 'Scope',
        name: 'scope',
        type: 'options',
        default: 'node',
        displayOptions: { show: { '/operation': [CLEAR, PREVIOUS] } },
        options: [
          { name: 'Workflow', value: 'workflow', description: 'One history shared by the Remove Duplicates nodes of the workflow' },
          { name: 'Node', value: 'node', description: 'A history for this node only' },
        ],
        description: 'Whose history of seen values to use',
      },
      {
        displayName: 'History Size',
        name: 'historySize',
        type: 'number',
        default: 10000,
        description: 'How many of the latest values to remember',
        displayOptions: { show: { '/logic': ['removeItemsWithAlreadySeenKeyValues'], '/operation': [PREVIOUS] } },
      },
    ],
  },
];
