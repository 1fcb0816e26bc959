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
