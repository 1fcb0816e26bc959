import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { hasExpression } from '../data-transformation/field-access.js';
import { renameKeysProperties } from './rename-keys.description.js';
import type { KeyRename, RegexRename } from './rename-keys.transform.js';
import { renameByKeys, renameByRegex } from './rename-keys.transform.js';

interface SavedReplacement {
  searchRegex?: string;
  replaceRegex?: string;
  options?: { caseInsensitive?: boolean; depth?: number };
}

/** Renames keys of each item: by name (dot paths allowed) and by regular expression. */
export class RenameKeys implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Rename Keys',
    name: 'n8n-nodes-base.renameKeys',
    icon: 'file:rename-keys.svg',
    group: ['transform'],
    version: 1,
    description: 'Renames the keys of each item',
    defaults: { name: 'Rename Keys', color: '#772244' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['rename', 'field', 'key', 'property', 'change', 'map', 'regex'],
    },
    properties: renameKeysProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const { parameters } = this.getNode();
    // Without expressions the settings are the same for every item: read (and compile) them once.
    const perItem = hasExpression(parameters.keys) || hasExpression(parameters.additionalOptions);
    let settings: { keys: KeyRename[]; regexes: RegexRename[] } | undefined;
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        if (!settings || perItem) settings = readSettings(this, itemIndex);
        let json = renameByKeys(item.json, settings.keys);
        for (const rename of settings.regexes) json = renameByRegex(json, rename);
        output.push({ ...item, json, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}

function readSettings(context: IExecuteFunctions, itemIndex: number): { keys: KeyRename[]; regexes: RegexRename[] } {
  const keys = (context.getNodeParameter('keys.key', itemIndex, []) as IDataObject[]).map((entry) => ({
    currentKey: String(entry.currentKey ?? ''), newKey: String(entry.newKey ?? ''),
  }));
  const saved = context.getNodeParameter('additionalOptions.regexReplacement.replacements', itemIndex, []) as SavedReplacement[];
  const regexes = saved.filter((entry) => entry.searchRegex).map((entry, index): RegexRename => {
    const flags = entry.options?.caseInsensitive ? 'gi' : 'g';
    let regex: RegExp;
    try {
      regex = new RegExp(String(entry.searchRegex), flags);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `Regex ${index + 1} is not a valid regular expression: ${(error as Error).message}`, {
        itemIndex, description: 'Write the regular expression without slashes, for example ^old_(.*).',
      });
    }
    const depth = Number(entry.options?.depth ?? -1);
    return { regex, replacement: String(entry.replaceRegex ?? ''), depth: Number.isFinite(depth) ? depth : -1 };
  });
  return { keys, regexes };
}
