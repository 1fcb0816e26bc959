import type { WorkflowCreateBody } from '@weft/contracts';

/** A node using every setting a saved node can carry. */
export const fullySetNode = {
  id: '5f4a2b1c-0000-4000-8000-000000000001',
  name: 'Edit Fields',
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [460, 300] as [number, number],
  parameters: {
    mode: 'manual',
    assignments: { assignments: [{ id: 'a1', name: 'greeting', value: '={{ "hello" }}', type: 'string' }] },
    includeOtherFields: false,
    options: { dotNotation: true },
  },
  credentials: { httpBasicAuth: { id: '3', name: 'Basic account' } },
  disabled: true,
  notes: 'Shapes the greeting',
  notesInFlow: true,
  webhookId: 'c0ffee00-0000-4000-8000-000000000002',
  alwaysOutputData: true,
  executeOnce: true,
  continueOnFail: false,
  onError: 'continueErrorOutput' as const,
  retryOnFail: true,
  maxTries: 4,
  waitBetweenTries: 2000,
  color: '#ff6d5a',
};

export const manualTriggerNode = {
  id: '5f4a2b1c-0000-4000-8000-000000000000',
  name: 'When clicking ‘Execute workflow’',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  position: [240, 300] as [number, number],
  parameters: {},
};

export const noOpNode = {
  id: '5f4a2b1c-0000-4000-8000-000000000003',
  name: 'No Operation, do nothing',
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [680, 300] as [number, number],
  parameters: {},
};

/** Manual Trigger -> Edit Fields -> No Operation, with a second (error) output left empty. */
export function sampleWorkflow(overrides: Partial<WorkflowCreateBody> = {}): WorkflowCreateBody {
  return {
    name: 'Greeting',
    nodes: [manualTriggerNode, fullySetNode, noOpNode],
    connections: {
      [manualTriggerNode.name]: { main: [[{ node: fullySetNode.name, type: 'main', index: 0 }]] },
      [fullySetNode.name]: { main: [[{ node: noOpNode.name, type: 'main', index: 0 }], null] },
    },
    settings: {
      executionOrder: 'v1',
      timezone: 'Europe/Paris',
      saveDataErrorExecution: 'all',
      saveDataSuccessExecution: 'none',
      saveManualExecutions: true,
      saveExecutionProgress: 'DEFAULT',
      executionTimeout: 120,
      errorWorkflow: '12',
      callerPolicy: 'workflowsFromSameOwner',
    },
    staticData: { lastId: 42 },
    pinData: { [noOpNode.name]: [{ json: { pinned: true, nested: { list: [1, 2] } } }] },
    ...overrides,
  };
}
