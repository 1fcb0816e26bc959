import { z } from 'zod';
import type { IExecution, IRunData } from '@weft/workflow';
import { defineRoute } from './route.js';
import { connectionsSchema, nodeSchema, pinDataSchema, workflowSettingsSchema } from './workflow.schemas.js';

/** The run request of spec/editor.md §3. */
export const runWorkflowSchema = z.object({
  workflowData: z.object({
    id: z.string().optional(),
    name: z.string(),
    nodes: z.array(nodeSchema),
    connections: connectionsSchema,
    active: z.boolean().optional(),
    settings: workflowSettingsSchema.optional(),
    staticData: z.record(z.string(), z.unknown()).nullable().optional(),
    pinData: pinDataSchema.optional(),
  }),
  runData: z.custom<IRunData>((v) => typeof v === 'object' && v !== null).optional(),
  pinData: pinDataSchema.optional(),
  startNodes: z.array(z.union([z.string(), z.object({ name: z.string(), sourceData: z.unknown().optional() })])).optional(),
  destinationNode: z.string().optional(),
});
export type RunWorkflowBody = z.input<typeof runWorkflowSchema>;

export const runWorkflow = defineRoute({
  method: 'POST',
  path: '/workflows/run',
  body: runWorkflowSchema,
  response: z.object({ executionId: z.string(), waitingForWebhook: z.boolean() }),
});

const executionSchema = z.custom<IExecution>((v) => typeof v === 'object' && v !== null);

export const getExecution = defineRoute({
  method: 'GET',
  path: '/executions/:id',
  params: z.object({ id: z.string().min(1) }),
  response: executionSchema,
});

/** An execution without its run data, as lists show it. */
export const executionSummarySchema = z.object({
  id: z.string(),
  workflowId: z.string().nullable(),
  workflowName: z.string().nullable(),
  mode: z.string(),
  status: z.string(),
  finished: z.boolean(),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  waitTill: z.string().nullable(),
  retryOf: z.string().nullable(),
});
export type ExecutionSummary = z.output<typeof executionSummarySchema>;

/** The parsed `filter` query of `GET /executions-current`. */
export const currentExecutionsFilterSchema = z.object({ workflowId: z.string().optional() });

/** Running executions and waiting ones; `filter` is JSON text such as `{"workflowId":"12"}`. */
export const listCurrentExecutions = defineRoute({
  method: 'GET',
  path: '/executions-current',
  query: z.object({ filter: z.string().optional() }),
  response: z.array(executionSummarySchema),
});

/** Stops a running (or waiting) execution; answers how it ended. */
export const stopExecution = defineRoute({
  method: 'POST',
  path: '/executions-current/:id/stop',
  params: z.object({ id: z.string().min(1) }),
  response: z.object({
    mode: z.string(),
    startedAt: z.string(),
    stoppedAt: z.string().nullable(),
    finished: z.boolean(),
    status: z.string(),
  }),
});

/** Removes the test webhooks a manual run of workflow `id` is waiting on; false when there were none. */
export const deleteTestWebhook = defineRoute({
  method: 'DELETE',
  path: '/test-webhook/:id',
  params: z.object({ id: z.string().min(1) }),
  response: z.boolean(),
});

/** The content of stored binary data, base64-encoded (spec/editor.md §7). */
export const getBinaryData = defineRoute({
  method: 'GET',
  path: '/data/:id',
  params: z.object({ id: z.string().min(1) }),
  response: z.string(),
});
