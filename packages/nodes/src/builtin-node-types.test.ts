import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONNECTION_HINT_CLASS, type INodeProperties, type INodeTypeDescription } from '@weft/workflow';
import { builtinNodeTypes, listNodeTypeDescriptions } from './builtin-node-types.js';
import { getNodeIcon, readNodeIcon } from './node-icons.js';

interface CompatProperty {
  name: string;
  type: string;
  default: unknown;
  required?: boolean;
  noDataExpression?: boolean;
  displayOptions?: unknown;
  typeOptions?: Record<string, unknown>;
  options?: unknown[];
  modes?: string[];
}

interface CompatNode {
  type: string;
  version: number | number[];
  defaultVersion?: number;
  group: string[];
  inputs: unknown;
  outputs: unknown;
  maxNodes?: number;
  defaultName: string;
  properties: CompatProperty[];
}

/**
 * n8n's saved-format facts for the built-in nodes: the entries of shared/n8n-compat/nodes.json, one file
 * per node type (`test-support/n8n-compat/<type>.json`, a list of its version groups).
 */
const compatFolder = new URL('./test-support/n8n-compat/', import.meta.url);
const compat = readdirSync(compatFolder).filter((file) => file.endsWith('.json')).sort()
  .flatMap((file) => JSON.parse(readFileSync(new URL(file, compatFolder), 'utf8')) as CompatNode[]);

const isMoment = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/** Our property reduced to what the compat file records, so the two can be compared. */
function reduce(property: INodeProperties, reference: CompatProperty | undefined): CompatProperty {
  const reduced: CompatProperty = { name: property.name, type: property.type, default: property.default };
  // n8n computes some date defaults when the node loads (an event's start and end) and the file holds one such
  // moment; ours is the same moment as an expression of the run's time, so the description stays the same.
  if (property.type === 'dateTime' && /^=\{\{ \$now\b/.test(String(property.default)) && isMoment(reference?.default)) reduced.default = reference?.default;
  if (property.required) reduced.required = true;
  // n8n writes an explicit `required: false` in a few places; it is kept where the reference has it.
  else if (property.required === false && reference?.required === false) reduced.required = false;
  if (property.noDataExpression) reduced.noDataExpression = true;
  // n8n records an explicit `false` on a few properties (the tools' input schema).
  else if (property.noDataExpression === false && reference?.noDataExpression === false) reduced.noDataExpression = false;
  if (property.displayOptions) reduced.displayOptions = property.displayOptions;
  if (property.modes) reduced.modes = property.modes.map((mode) => mode.name);
  if (reference?.typeOptions && property.typeOptions) {
    reduced.typeOptions = Object.fromEntries(Object.keys(reference.typeOptions).map((key) => [key, property.typeOptions?.[key]]));
  }
  if (property.options) {
    const references = (reference?.options ?? []) as CompatProperty[];
    reduced.options = property.options.map((option, index) => {
      if ('value' in option) return option.value;
      if ('values' in option) {
        const group = references[index] as unknown as { values?: CompatProperty[] } | undefined;
        return { name: option.name, values: option.values.map((value, at) => reduce(value, group?.values?.[at])) };
      }
      return reduce(option as INodeProperties, references[index]);
    });
  }
  return reduced;
}

const sameVersions = (a: number | number[], b: number | number[]) =>
  JSON.stringify([a].flat().sort()) === JSON.stringify([b].flat().sort());

describe('built-in node descriptions match n8n\'s saved format', () => {
  const descriptions = listNodeTypeDescriptions();
  for (const reference of compat) {
    it(`${reference.type} version ${JSON.stringify(reference.version)}`, () => {
      const ours = descriptions.find((d) => d.name === reference.type && sameVersions(d.version, reference.version)) as INodeTypeDescription;
      expect(ours).toBeDefined();
      expect(ours.group).toEqual(reference.group);
      expect(ours.inputs).toEqual(reference.inputs);
      expect(ours.outputs).toEqual(reference.outputs);
      expect(ours.maxNodes).toEqual(reference.maxNodes);
      expect(ours.defaultVersion).toEqual(reference.defaultVersion);
      expect(ours.defaults.name).toBe(reference.defaultName);
      expect(ours.properties.map((property, index) => reduce(property, reference.properties[index]))).toEqual(reference.properties);
    });
  }
});

describe('builtinNodeTypes', () => {
  it('finds the implementation for each version, the default one without a version', () => {
    const v2 = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.set', 2);
    expect(v2?.description.version).toEqual([1, 2]);
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.set', 3.4)?.description.version).toEqual([3, 3.1, 3.2, 3.3, 3.4]);
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.set')).toBe(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.set', 3.4));
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.set', 3.5)).toBeUndefined();
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.nope')).toBeUndefined();
    expect(Object.keys(builtinNodeTypes.getKnownTypes())).toContain('n8n-nodes-base.noOp');
  });

  it('lists each version group once, or only the latest', () => {
    const all = listNodeTypeDescriptions().map((d) => `${d.name}@${JSON.stringify(d.version)}`);
    // Other nodes follow these; each version group appears once.
    expect(all.slice(0, 5)).toEqual([
      'n8n-nodes-base.manualTrigger@1', 'n8n-nodes-base.start@1', 'n8n-nodes-base.noOp@1',
      'n8n-nodes-base.set@[1,2]', 'n8n-nodes-base.set@[3,3.1,3.2,3.3,3.4]',
    ]);
    expect(new Set(all).size).toBe(all.length);
    const latest = listNodeTypeDescriptions({ onlyLatest: true });
    expect(latest.filter((d) => d.name === 'n8n-nodes-base.set').map((d) => d.version)).toEqual([[3, 3.1, 3.2, 3.3, 3.4]]);
  });

  it("marks every sub-node's 'must be connected' notice as a connection hint, so the editor hides it once connected", () => {
    const hints = listNodeTypeDescriptions().flatMap((description) => description.properties
      .filter((property) => property.type === 'notice' && property.displayName.startsWith('This node must be connected'))
      .map((property) => ({ node: description.name, containerClass: property.typeOptions?.containerClass })));
    expect(hints.length).toBeGreaterThan(20);
    expect(hints.filter((hint) => hint.containerClass !== CONNECTION_HINT_CLASS)).toEqual([]);
  });
});

describe('node icons', () => {
  it('finds each built-in icon file beside its node', async () => {
    for (const description of listNodeTypeDescriptions({ onlyLatest: true })) {
      expect(description.icon).toMatch(/^file:[\w-]+\.svg$/);
      expect(getNodeIcon(description.name)?.mimeType).toBe('image/svg+xml');
    }
    const icon = await readNodeIcon('n8n-nodes-base.set');
    expect(icon?.content.toString('utf8')).toContain('<svg');
  });

  it('has no icon for an unknown node type', () => {
    expect(getNodeIcon('n8n-nodes-base.unknown')).toBeUndefined();
    expect(getNodeIcon('../../etc/passwd')).toBeUndefined();
  });
});
