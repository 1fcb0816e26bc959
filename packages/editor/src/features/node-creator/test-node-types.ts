import type { INodeTypeDescription } from '@weft/workflow';

/** Node type descriptions shaped like the built-in ones, for the creator's pure-module tests. */
export function describeType(overrides: Partial<INodeTypeDescription> & Pick<INodeTypeDescription, 'name' | 'displayName'>): INodeTypeDescription {
  return {
    description: '',
    group: ['transform'],
    version: 1,
    defaults: { name: overrides.displayName },
    inputs: ['main'],
    outputs: ['main'],
    properties: [],
    ...overrides,
  };
}

export const sampleDescriptions: INodeTypeDescription[] = [
  describeType({
    name: 'n8n-nodes-base.manualTrigger', displayName: 'Manual Trigger', group: ['trigger'], inputs: [], maxNodes: 1,
    description: 'Runs the flow on clicking a button', defaults: { name: 'When clicking ‘Execute workflow’' },
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Triggers'] }, alias: ['start'] },
  }),
  describeType({
    name: 'n8n-nodes-base.webhook', displayName: 'Webhook', group: ['trigger'], inputs: [],
    description: 'Starts the workflow when a webhook is called', webhooks: [{ name: 'default', httpMethod: 'GET', path: '' }],
    codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['HTTP', 'API'] },
  }),
  describeType({
    name: 'n8n-nodes-base.httpRequest', displayName: 'HTTP Request', version: [3, 4, 4.1, 4.2],
    description: 'Makes an HTTP request and returns the response data',
    codex: { categories: ['Core Nodes', 'Development'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['api', 'fetch', 'curl'] },
  }),
  describeType({
    name: 'n8n-nodes-base.if', displayName: 'If', version: [2, 2.1, 2.2], description: 'Route items to different branches (true/false)',
    codex: { categories: ['Core Nodes', 'Flow'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['condition', 'branch', 'filter'] },
  }),
  describeType({ name: 'n8n-nodes-base.if', displayName: 'If', version: 1, description: 'Old If' }),
  describeType({
    name: 'n8n-nodes-base.set', displayName: 'Edit Fields (Set)', version: [3, 3.1, 3.2, 3.3, 3.4],
    description: 'Modify, add, or remove item fields',
    codex: { categories: ['Core Nodes', 'Data Transformation'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['set', 'json'] },
  }),
  describeType({
    name: 'n8n-nodes-base.noOp', displayName: 'No Operation', description: 'Passes items on without changing them',
    defaults: { name: 'No Operation, do nothing' },
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['nothing', 'pass'] },
  }),
  describeType({ name: 'n8n-nodes-base.start', displayName: 'Start', group: ['input'], inputs: [], hidden: true, maxNodes: 1 }),
  describeType({ name: 'n8n-nodes-base.stickyNote', displayName: 'Sticky Note', group: ['input'], inputs: [], outputs: [] }),
  describeType({ name: 'n8n-nodes-base.function', displayName: 'Function', hidden: true }),
  describeType({ name: 'n8n-nodes-base.respondToWebhook', displayName: 'Respond to Webhook', description: 'Returns data for Webhook' }),
  describeType({ name: 'community.frobnicate', displayName: 'Frobnicator', description: 'A community node without a codex' }),
];
