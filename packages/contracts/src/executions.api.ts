import { z } from 'zod';
import type { IExecution, IRunData } from '@weft/workflow';
import { defineRoute } from './route.js';
import {
  connectionsSchema, nodeSchema, pinDataSchema, readingN8nForms, workflowSettingsSchema,
} from './workflow.schemas.js';

/** The run request of spec/editor.md §3. */
export const runWorkflowSchema = z.object({
  workflowData: readingN8nForms(z.object({
    id: z.string().optional(),
    name: z.string(),
    nodes: z.array(nodeSchema),
    connections: connectionsSchema,
    active: z.boolean().optional(),
    settings: workflowSettingsSchema.optional(),
    staticData: z.record(z.string(), z.unknown()).nullable().optional(),
    pinData: pinDataSchema.optional(),
  })),
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
  /** Queue mode: the worker that runs or ran it. */
  workerId: z.string().optional(),
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

/** An execution as the executions list shows it (spec/admin.md §3, Execution (list)). */
export const executionListItemSchema = executionSummarySchema.extend({
  retrySuccessId: z.string().nullable(),
});
export type ExecutionListItem = z.output<typeof executionListItemSchema>;

/**
 * The parsed `filter` query of `GET /executions`: `waitTill: true` lists waiting executions,
 * `finished: true` successful ones, `finished: false` failed (and stopped or crashed) ones.
 * `status` is Weft's shorthand for the same choices; the editor sends n8n's form.
 */
export const pastExecutionsFilterSchema = z.object({
  workflowId: z.string().optional(),
  waitTill: z.literal(true).optional(),
  finished: z.boolean().optional(),
  status: z.enum(['error', 'running', 'success', 'waiting']).optional(),
}).strict();
export type PastExecutionsFilter = z.output<typeof pastExecutionsFilterSchema>;

/** Finished and waiting executions, newest first; `filter` is JSON text. `firstId`/`lastId` page it. */
export const listExecutions = defineRoute({
  method: 'GET',
  path: '/executions',
  query: z.object({
    filter: z.string().optional(),
    /** Only executions newer than this id (for refreshing a list). */
    firstId: z.string().regex(/^\d+$/, 'must be an execution id').optional(),
    /** Only executions older than this id (for loading more). */
    lastId: z.string().regex(/^\d+$/, 'must be an execution id').optional(),
    limit: z.coerce.number().int().min(1).max(1000).optional(),
  }),
  response: z.object({
    results: z.array(executionListItemSchema),
    count: z.number().int(),
    /** True when `count` is an estimate (very large tables). */
    estimated: z.boolean(),
  }),
});

/** Deletes executions by id, or all those started before `deleteBefore` that match `filters`. */
export const deleteExecutions = defineRoute({
  method: 'POST',
  path: '/executions/delete',
  body: z.union([
    z.object({ ids: z.array(z.string().min(1)).min(1), filters: pastExecutionsFilterSchema.optional() }).strict(),
    z.object({ deleteBefore: z.iso.datetime({ offset: true }), filters: pastExecutionsFilterSchema.optional() }).strict(),
  ], { error: 'Send either ids (the executions to delete) or deleteBefore (a date and time), not both' }),
  response: z.object({ deleted: z.number().int() }),
});

/**
 * Runs a failed execution again from the node that failed, with the data it had. `loadWorkflow: true`
 * uses the workflow as saved now, otherwise the workflow as it ran. Answers whether the retry finished.
 */
export const retryExecution = defineRoute({
  method: 'POST',
  path: '/executions/:id/retry',
  params: z.object({ id: z.string().min(1) }),
  // Optional: n8n's editor sends no body at all to retry with the workflow as it ran.
  body: z.object({ loadWorkflow: z.boolean().optional() }).strict().nullish(),
  response: z.boolean(),
});

/** The timezones a workflow may use: IANA name -> label. */
export const listTimezones = defineRoute({
  method: 'GET',
  path: '/options/timezones',
  response: z.record(z.string(), z.string()),
});
