import type { INodeProperties } from '@weft/workflow';
import { clashHandling, fuzzyCompare, option } from '../merge.base-description.js';

/** n8n's own expression for the inputs of Merge 3: as many as `numberInputs` (saved format). */
export const MERGE_V3_INPUTS = "={{((parameters) => {\n    return Array.from({ length: parameters.numberInputs || 2 }, (_, i) => ({\n        type: 'main',\n        displayName: `Input ${(i + 1).toString()}`,\n    }));\n})($parameter)}}";

const combine = (combineBy: string) => ({ mode: ['combine'], combineBy: [combineBy] });
const loaded = { typeOptions: { loadOptionsMethod: 'getResolveClashOptions', loadOptionsDependsOn: ['numberInputs'] } };
const notSuffix = [{ _cnd: { not: 'addSuffix' } }];
const preferLast = { resolveClash: 'preferLast', mergeMode: 'deepMerge', overrideEmpty: false };

function numberInputs(show: Record<string, string[]>): INodeProperties {
  return {
    displayName: 'Number of Inputs', name: 'numberInputs', type: 'options', default: 2, noDataExpression: true,
    displayOptions: { show },
    options: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((count) => option(String(count), count)),
  };
}

const outputDataFrom = (joinMode: string): INodeProperties => ({
  displayName: 'Output Data From', name: 'outputDataFrom', type: 'options', default: 'both',
  displayOptions: { show: { joinMode: [joinMode], ...combine('combineByFields') } },
  options: [option('Both Inputs Merged Together', 'both'), option('Input 1', 'input1'), option('Input 2', 'input2')],
});

const multipleMatches = (show: Record<string, string[]>): INodeProperties => ({
  displayName: 'Multiple Matches', name: 'multipleMatches', type: 'options', default: 'all', displayOptions: { show },
  options: [option('Include All Matches', 'all', 'One output item per match'), option('Include First Match Only', 'first')],
});

/** Merge 3 to 3.2: append (2-10 inputs), combine (fields, position, all), SQL, choose branch. */
export const mergeV3Properties: INodeProperties[] = [
  {
    displayName: 'Mode', name: 'mode', type: 'options', default: 'append', noDataExpression: true,
    options: [
      option('Append', 'append', 'Items of each input, one input after the other'),
      option('Combine', 'combine', 'Items merged together'),
      option('SQL Query', 'combineBySql', 'Inputs as tables of an SQL query'),
      option('Choose Branch', 'chooseBranch', 'The items of one input, once all arrived'),
    ],
  },
  {
    displayName: 'Combine By', name: 'combineBy', type: 'options', default: 'combineByFields', noDataExpression: true,
    displayOptions: { show: { mode: ['combine'] } },
    options: [
      option('Matching Fields', 'combineByFields', 'Items whose fields hold equal values'),
      option('Position', 'combineByPosition', 'The first items together, then the second ones, ...'),
      option('All Possible Combinations', 'combineAll', 'Every input 1 item with every input 2 item'),
    ],
  },
  numberInputs({ mode: ['append'] }),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: combine('combineAll') },
    options: [clashHandling(preferLast, loaded, notSuffix), fuzzyCompare],
  },
  {
    displayName: 'Fields To Match Have Different Names', name: 'advanced', type: 'boolean', default: false,
    displayOptions: { show: combine('combineByFields') },
  },
  {
    displayName: 'Fields To Match', name: 'fieldsToMatchString', type: 'string', default: '', placeholder: 'e.g. id, name',
    description: 'Field names, comma-separated, present on both inputs',
    displayOptions: { show: { advanced: [false], ...combine('combineByFields') } },
  },
  {
    displayName: 'Fields To Match', name: 'mergeByFields', type: 'fixedCollection', placeholder: 'Add fields to match',
    default: { values: [{ field1: '', field2: '' }] }, typeOptions: { multipleValues: true },
    displayOptions: { show: { advanced: [true], ...combine('combineByFields') } },
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
    displayName: 'Output Type', name: 'joinMode', type: 'options', default: 'keepMatches', displayOptions: { show: combine('combineByFields') },
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
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: combine('combineByFields') },
    options: [
      clashHandling(preferLast, loaded, notSuffix, { hide: { '/joinMode': ['keepMatches', 'keepNonMatches'] } }),
      clashHandling(preferLast, loaded, notSuffix, { show: { '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] } }),
      { displayName: 'Disable Dot Notation', name: 'disableDotNotation', type: 'boolean', default: false, description: 'Whether "a.b" names a field called "a.b" rather than field b inside a' },
      fuzzyCompare,
      multipleMatches({ '/joinMode': ['keepMatches'], '/outputDataFrom': ['both'] }),
      multipleMatches({ '/joinMode': ['enrichInput1', 'enrichInput2', 'keepEverything'] }),
    ],
  },
  numberInputs({ mode: ['combineBySql'] }),
  {
    displayName: 'Query', name: 'query', type: 'string', default: 'SELECT * FROM input1 LEFT JOIN input2 ON input1.name = input2.id',
    required: true, noDataExpression: true, typeOptions: { rows: 5, editor: 'sqlEditor' }, displayOptions: { show: { mode: ['combineBySql'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { '@version': [3.2], mode: ['combineBySql'] } },
    options: [{
      displayName: 'Output When the Query Returns Nothing', name: 'emptyQueryResult', type: 'options', default: 'empty',
      options: [option('Success (No Items)', 'success'), option('A Single, Empty Item', 'empty')],
    }],
  },
  numberInputs(combine('combineByPosition')),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: combine('combineByPosition') },
    options: [
      clashHandling({ resolveClash: 'addSuffix' }, loaded, notSuffix),
      {
        displayName: 'Include Any Unpaired Items', name: 'includeUnpaired', type: 'boolean', default: false,
        description: 'Whether items without a partner at the same position are output too',
      },
    ],
  },
  numberInputs({ mode: ['chooseBranch'] }),
  {
    displayName: 'Mode', name: 'chooseBranchMode', type: 'options', default: 'waitForAll', displayOptions: { show: { mode: ['chooseBranch'] } },
    options: [option('Wait for All Inputs to Arrive', 'waitForAll')],
  },
  {
    displayName: 'Output Type', name: 'output', type: 'options', default: 'specifiedInput',
    displayOptions: { show: { chooseBranchMode: ['waitForAll'], mode: ['chooseBranch'] } },
    options: [option('Data of Specified Input', 'specifiedInput'), option('A Single, Empty Item', 'empty')],
  },
  {
    displayName: 'Use Data of Input', name: 'useDataOfInput', type: 'options', default: 1,
    typeOptions: { minValue: 1, loadOptionsMethod: 'getInputs', loadOptionsDependsOn: ['numberInputs'] },
    displayOptions: { show: { output: ['specifiedInput'], mode: ['chooseBranch'] } },
  },
];
