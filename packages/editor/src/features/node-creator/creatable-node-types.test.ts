import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { creatableNodeTypes, hasWebhookNode } from './creatable-node-types';
import { buildCategoryTree } from './category-tree';
import { sampleDescriptions } from './test-node-types';

const names = (types: Array<{ displayName: string }>) => types.map((type) => type.displayName);

describe('creatable node types', () => {
  it('lists each type once at its newest version, leaving out Start, sticky notes and hidden types', () => {
    const types = creatableNodeTypes(sampleDescriptions, { hasWebhookNode: false });
    expect(names(types)).toEqual(['Edit Fields (Set)', 'Frobnicator', 'HTTP Request', 'If', 'Manual Trigger', 'No Operation', 'Webhook']);
    expect(types.find((type) => type.name === 'n8n-nodes-base.if')?.version).toBe(2.2);
    expect(types.find((type) => type.name === 'n8n-nodes-base.httpRequest')?.version).toBe(4.2);
  });

  it('offers Respond to Webhook only once the workflow has a node receiving webhooks', () => {
    const webhook = { id: 'w', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 1, position: [0, 0], parameters: {} } satisfies INode;
    expect(hasWebhookNode([], sampleDescriptions)).toBe(false);
    expect(hasWebhookNode([webhook], sampleDescriptions)).toBe(true);
    const types = creatableNodeTypes(sampleDescriptions, { hasWebhookNode: true });
    expect(names(types)).toContain('Respond to Webhook');
  });
});

describe('category tree', () => {
  const types = creatableNodeTypes(sampleDescriptions, { hasWebhookNode: false });

  it('puts Core Nodes first, other categories alphabetically and types without a category last', () => {
    const tree = buildCategoryTree(types, 'all');
    expect(tree.map((category) => category.name)).toEqual(['Core Nodes', 'Data Transformation', 'Development', 'Flow', 'Miscellaneous']);
    expect(names(tree.find((category) => category.name === 'Miscellaneous')?.nodes ?? [])).toEqual(['Frobnicator']);
  });

  it('groups Core Nodes by subcategory in n8n order, a type under each of its subcategories', () => {
    const core = buildCategoryTree(types, 'all')[0];
    expect(core?.subcategories.map((sub) => sub.name)).toEqual(['Flow', 'Data Transformation', 'Helpers', 'Triggers']);
    expect(names(core?.subcategories.find((sub) => sub.name === 'Helpers')?.nodes ?? [])).toEqual(['HTTP Request', 'No Operation', 'Webhook']);
    expect(core?.nodes).toEqual([]);
  });

  it('shows only triggers on the Trigger tab and no triggers on the Regular tab', () => {
    const triggers = buildCategoryTree(types, 'trigger');
    expect(triggers.map((category) => [category.name, names(category.nodes), category.subcategories.length])).toEqual([
      ['Core Nodes', ['Manual Trigger', 'Webhook'], 0],
      ['Development', ['Webhook'], 0],
    ]);
    const regular = buildCategoryTree(types, 'regular');
    const regularNames = regular.flatMap((category) => [...category.nodes, ...category.subcategories.flatMap((sub) => sub.nodes)]);
    expect(names(regularNames)).not.toContain('Webhook');
    expect(regular[0]?.subcategories.map((sub) => sub.name)).toEqual(['Flow', 'Data Transformation', 'Helpers']);
  });
});
