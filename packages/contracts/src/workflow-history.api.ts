import { z } from 'zod';
import { defineRoute } from './route.js';
import { connectionsSchema, nodeSchema } from './workflow.schemas.js';

export const WORKFLOW_HISTORY_DEFAULT_TAKE = 20;
export const WORKFLOW_HISTORY_MAX_TAKE = 100;

export const workflowVersionSummarySchema = z.object({
  versionId: z.string(),
  workflowId: z.string(),
  authors: z.string(),
  createdAt: z.string(),
  nodeCount: z.number().int(),
});
export type WorkflowVersionSummary = z.infer<typeof workflowVersionSummarySchema>;

export const workflowVersionSchema = workflowVersionSummarySchema.extend({
  nodes: z.array(nodeSchema),
  connections: connectionsSchema,
});
export type WorkflowVersion = z.infer<typeof workflowVersionSchema>;

export const listWorkflowHistory = defineRoute({
  method: 'GET',
  path: '/workflow-history/workflow/:workflowId',
  params: z.object({ workflowId: z.string().min(1) }),
  query: z.object({
    take: z.coerce.number().int().min(1).max(WORKFLOW_HISTORY_MAX_TAKE).default(WORKFLOW_HISTORY_DEFAULT_TAKE),
    skip: z.coerce.number().int().min(0).default(0),
  }),
  /** Newest version first. */
  response: z.array(workflowVersionSummarySchema),
});

export const getWorkflowVersion = defineRoute({
  method: 'GET',
  path: '/workflow-history/workflow/:workflowId/version/:versionId',
  params: z.object({ workflowId: z.string().min(1), versionId: z.string().min(1) }),
  response: workflowVersionSchema,
});
