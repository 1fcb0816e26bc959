import type { INodeProperties } from '@weft/workflow';
import { clashHandling, fuzzyCompare, option } from '../merge.base-description.js';

const combine = { mode: ['combine'] };
const byFields = { ...combine, combinationMode: ['mergeByFields'] };
const staticResolve = {
  options: [
    option('Always Add Input Number to Field Names', 'addSuffix'),
    option('Prefer Input 1 Version', 'preferInput1'),
    option('Prefer Input 2 Version', 'preferInput2'),
  ],
};
const v2Clash = (displayOptions: INodeProperties['displayOptions']) => clashHandling(
  { resolveClash: 'preferInput2', mergeMode: 'deepMerge', overrideEmpty: false }, staticResolve, ['preferInput1', 'preferInput2'], displayOptions,
);
const outputDataFrom = (joinMode: string): INodeProperties => ({
  displayName: 'Output Data From', name: 'outputDataFrom', type: 'options', default: 'both',
  displayOptions: { show: { ...byFields, joinMode: [joinMode] } },
  options: [option('Both Inputs Merged Together', 'both'), option('Input 1', 'input1'), option('Input 2', 'input2')],
});
const multipleMatches = (show: Record<string, string[]>): INodeProperties => ({
  displayName: 'Multiple Matches', name: 'multipleMatches', type: 'options', default: 'all', displayOptions: { show },
  options: [option('Include All Matches', 'all', 'One output item per match'), option('Include First Match Only', 'first')],
});

/** Merge 2 and 2.1: two inputs; append, combine (fields, position, every combination) or choose a branch. */
export const mergeV2Properties: INodeProperties[] = [
  {
    displayName: 'Mode', name: 'mode', type: 'options', default: 'append',
    options: [
      option('Append', 'append', 'Items of input 1, then items of input 2'),
      option('Combine', 'combine', 'Items of both inputs merged into one'),
      option('Choose Branch', 'chooseBranch', 'The items of one input, once both arrived'),
    ],
  },
  {
    displayName: 'Combination Mode', name: 'combinationMode', type: 'options', default: 'mergeByFields', displayOptions: { show: combine },
    options: [
      option('Merge By Fields', 'mergeByFields', 'Items whose fields hold equal values'),
      option('Merge By Position', 'mergeByPosition', 'The first items together, then the second ones, ...'),
      option('Multiplex', 'multiplex', 'Every combination of an input 1 item and an input 2 item'),
    ],
  },
  {
    displayName: 'Fields to Match', name: 'mergeByFields', type: 'fixedCollection', placeholder: 'Add fields to match',
    default: { values: [{ field1: '', field2: '' }] }, typeOptions: { multipleValues: true }, displayOptions: { show: byFields },
    options: [{
      name: 'values',
      displayName: 'Values',
      values: [
        { displayName: 'Input 1 Field', name: 'field1', type: 'string', default: '', placeholder: 'e.g. id' },
        { displayName: 'Input 2 Field', name: 'field2', type: 'string', default: '', placeholder: 'e.g. id' },
      ],
    }],
  },
  {
    displayName: 'Output Type', name: 'joinMode', type: 'options', default: 'keepMatches', displayOptions: { show: byFields },
    options: [
      option('Keep Matches', 'keepMatches', 'Items that match, merged together (inner join)'),
      option('Keep Non-Matches', 'keepNonMatches', 'Items that do not match'),
      option('Keep Everything', 'keepEverything', 'Matches merged, and every item that did not match (outer join)'),
      option('Enrich Input 1', 'enrichInput1', 'Every input 1 item, with the data of its matches (left join)'),
      option('Enrich Input 2', 'enrichInput2', 'Every input 2 item, with the data of its matches (right join)'),
    ],
  },
  outputDataFrom('keepMatches'),
  outputDataFrom('keepNonMatches'),
  {
    displayName: 'Mode', name: 'chooseBranchMode', type: 'options', default: 'waitForBoth', displayOptions: { show: { mode: ['chooseBranch'] } },
    options: [option('Wait for Both Inputs to Arrive', 'waitForBoth')],
  },
  {
    displayName: 'Output Type', name: 'output', type: 'options', default: 'input1',
    displayOptions: { show: { mode: ['chooseBranch'], chooseBranchMode: ['waitForBoth'] } },
    options: [option('Input 1 Data', 'input1'), option('Input 2 Data', 'input2'), option('A Single, Empty Item', 'empty')],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { hide: { mode: ['chooseBranch', 'append'] } },
    options: [
      v2Clash({ show: { '/mode': ['combine'], '/combinationMode': ['mergeByFields'] }, hide: { '/joinMode': ['keepMatches', 'keepNonMatches'] } }),
      v2Clash({ show: { '/mode': ['combine'], '/combinationMode': ['mergeByFields'], '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } }),
      v2Clash({ show: { '/mode': ['combine'], '/combinationMode': ['multiplex', 'mergeByPosition'] } }),
      {
        displayName: 'Disable Dot Notation', name: 'disableDotNotation', type: 'boolean', default: false,
        description: 'Whether "a.b" names a field called "a.b" rather than field b inside a',
        displayOptions: { show: { '/mode': ['combine'], '/combinationMode': ['mergeByFields'] } },
      },
      fuzzyCompare,
      {
        displayName: 'Include Any Unpaired Items', name: 'includeUnpaired', type: 'boolean', default: false,
        description: 'Whether items without a partner at the same position are output too',
        displayOptions: { show: { '/mode': ['combine'], '/combinationMode': ['mergeByPosition'] } },
      },
      multipleMatches({ '/mode': ['combine'], '/combinationMode': ['mergeByFields'], '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] }),
      multipleMatches({ '/mode': ['combine'], '/combinationMode': ['mergeByFields'], '/joinMode': ['enrichInput1', 'enrichInput2', 'keepEverything'] }),
    ],
  },
];
