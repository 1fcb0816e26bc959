import type { INodeProperties } from '@weft/workflow';
import { option } from '../merge.base-description.js';

const byKey = { show: { mode: ['keepKeyMatches', 'mergeByKey', 'removeKeyMatches'] } };

/** Merge 1 (before n8n 0.194): its modes as it saved them. */
export const mergeV1Properties: INodeProperties[] = [
  { displayName: 'A newer version of this node is available; this one keeps old workflows running.', name: 'oldVersionNotice', type: 'notice', default: '' },
  {
    displayName: 'Mode', name: 'mode', type: 'options', default: 'append',
    options: [
      option('Append', 'append', 'Items of input 1, then items of input 2'),
      option('Keep Key Matches', 'keepKeyMatches', 'Input 1 items whose key is also found in input 2'),
      option('Merge By Index', 'mergeByIndex', 'The items at the same position merged'),
      option('Merge By Key', 'mergeByKey', 'Input 1 items with the fields of the input 2 item of the same key'),
      option('Multiplex', 'multiplex', 'Every combination of an input 1 item and an input 2 item'),
      option('Pass-Through', 'passThrough', 'The items of one input, once both arrived'),
      option('Remove Key Matches', 'removeKeyMatches', 'Input 1 items whose key is not found in input 2'),
      option('Wait', 'wait', 'A single empty item, once both inputs arrived'),
    ],
  },
  {
    displayName: 'Join', name: 'join', type: 'options', default: 'left', displayOptions: { show: { mode: ['mergeByIndex'] } },
    options: [
      option('Inner Join', 'inner', 'As many items as the shorter input has'),
      option('Left Join', 'left', 'As many items as input 1 has'),
      option('Outer Join', 'outer', 'As many items as the longer input has'),
    ],
  },
  { displayName: 'Property Input 1', name: 'propertyName1', type: 'string', default: '', required: true, placeholder: 'e.g. id', displayOptions: byKey },
  { displayName: 'Property Input 2', name: 'propertyName2', type: 'string', default: '', required: true, placeholder: 'e.g. id', displayOptions: byKey },
  {
    displayName: 'Output Data', name: 'output', type: 'options', default: 'input1', displayOptions: { show: { mode: ['passThrough'] } },
    options: [option('Input 1', 'input1'), option('Input 2', 'input2')],
  },
  {
    displayName: 'Overwrite', name: 'overwrite', type: 'options', default: 'always', displayOptions: { show: { mode: ['mergeByKey'] } },
    options: [
      option('Always', 'always', 'Input 2 values replace input 1 values'),
      option('If Blank', 'blank', 'Only where input 1 has no value, null or empty text'),
      option('If Missing', 'undefined', 'Only where input 1 has no such field'),
    ],
  },
];
