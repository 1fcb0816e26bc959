import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { FieldPair } from '../Merge/modes/match-fields.js';
import { findMatches } from '../Merge/modes/match-fields.js';
import { passItem, sourced } from '../Merge/modes/merge-items.js';
import { readInputs } from '../Merge/modes/read-inputs.js';
import { compareDatasetsProperties } from './compare-datasets.description.js';
import type { CompareSettings } from './resolve-different.js';
import { compareMatched, resolveDifferent } from './resolve-different.js';
import { fieldReader, parseFieldList } from '../data-transformation/field-access.js';

const INPUT_NAMES = ['Input A', 'Input B'];

/** Compares two datasets by fields to match: items only in A, the same, different, and only in B. */
export class CompareDatasets implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Compare Datasets',
    name: 'n8n-nodes-base.compareDatasets',
    icon: 'file:compare-datasets.svg',
    group: ['transform'],
    version: [1, 2, 2.1, 2.2, 2.3],
    description: 'Finds the items that are new, changed, unchanged or gone between two inputs',
    defaults: { name: 'Compare Datasets', color: '#3f7be0' },
    inputs: ['main', 'main'],
    inputNames: ['Input A', 'Input B'],
    outputs: ['main', 'main', 'main', 'main'],
    outputNames: ['In A only', 'Same', 'Different', 'In B only'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Flow'] },
      alias: ['compare', 'diff', 'difference', 'sync', 'changes', 'dataset', 'join'],
    },
    properties: compareDatasetsProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const [inputA = [], inputB = []] = readInputs(this, 2);
    const settings = readSettings(this);
    const pairs = settings.pairs;
    checkFieldsPresent(this, inputA, pairs.map((pair) => pair.field1), 0, settings.dotNotation);
    checkFieldsPresent(this, inputB, pairs.map((pair) => pair.field2), 1, settings.dotNotation);
    const matches = findMatches(sourced(inputA, 0), sourced(inputB, 1), pairs, {
      fuzzyCompare: settings.fuzzy, disableDotNotation: !settings.dotNotation,
    });
    const same: INodeExecutionData[] = [];
    const different: INodeExecutionData[] = [];
    for (const { entry, matches: partners } of matches.matched) {
      for (const partner of settings.allMatches ? partners : partners.slice(0, 1)) {
        const differences = compareMatched(entry, partner, settings);
        if (Object.keys(differences.different).length === 0) {
          same.push({ ...entry.item, pairedItem: [{ item: entry.index, input: 0 }, { item: partner.index, input: 1 }] });
        } else {
          different.push(resolveDifferent(entry, partner, settings, differences));
        }
      }
    }
    return [matches.unmatched1.map(passItem), same, different, matches.unmatched2.map(passItem)];
  }
}

function readSettings(context: IExecuteFunctions): CompareSettings {
  const node = context.getNode();
  const version = node.typeVersion;
  const saved = (context.getNodeParameter('mergeByFields.values', 0, []) as IDataObject[]);
  const pairs: FieldPair[] = saved.map((pair) => ({ field1: String(pair.field1 ?? '').trim(), field2: String(pair.field2 ?? '').trim() }));
  if (pairs.length === 0 || pairs.some((pair) => pair.field1 === '' || pair.field2 === '')) {
    throw new NodeOperationError(node, 'Fill in the fields to match', {
      description: 'Under "Fields to Match", name a field of input A and the field of input B that holds the same value (for example "id" and "id").',
    });
  }
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const fuzzy = version < 2 ? options.fuzzyCompare === true : context.getNodeParameter('fuzzyCompare', 0, false) === true;
  const resolve = String(context.getNodeParameter('resolve', 0, version <= 2 ? 'preferInput2' : 'includeBoth'));
  const mix = resolve === 'mix'
    ? { prefer: String(context.getNodeParameter('preferWhenMix', 0, 'input1')), except: parseFieldList(context.getNodeParameter('exceptWhenMix', 0, '')) }
    : undefined;
  const dotNotation = options.disableDotNotation !== true;
  return {
    pairs, fuzzy, resolve, mix,
    skipFields: parseFieldList(options.skipFields),
    dotNotation,
    allMatches: options.multipleMatches === 'all',
    labels: version < 2 ? ['input1', 'input2'] : ['inputA', 'inputB'],
  };
}

/** A field to match that no item of a (non-empty) input has is most likely a typo: say so. */
function checkFieldsPresent(context: IExecuteFunctions, items: INodeExecutionData[], fields: string[], input: number, dotNotation: boolean): void {
  if (items.length === 0) return;
  for (const field of fields) {
    const read = fieldReader(field, !dotNotation);
    if (items.some((item) => read(item.json) !== undefined)) continue;
    throw new NodeOperationError(context.getNode(), `Field "${field}" is not in any item of ${INPUT_NAMES[input]}`, {
      description: dotNotation
        ? 'Check the field name. Use dots for nested fields (e.g. "customer.id"), or turn on "Disable Dot Notation" if the name itself holds dots.'
        : 'Check the field name: with "Disable Dot Notation" on, a name with dots is read as it is.',
    });
  }
}
