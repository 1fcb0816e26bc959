import { z } from 'zod';
import { defineRoute } from './route.js';
import { hasNoNulCharacter, hasNoUnpairedSurrogate, nulCharacterMessage, unpairedSurrogateMessage } from './names.js';
import {
  workflowCreateSchema, workflowListItemSchema, workflowSchema, workflowUpdateSchema,
} from './workflow.schemas.js';

const idParams = z.object({ id: z.string().min(1) });

export const listWorkflows = defineRoute({
  method: 'GET',
  path: '/workflows',
  query: z.object({
    /** JSON text: `{"name":"part of a name","tags":["id",...],"active":true}`; tags must all match. */
    filter: z.string().optional(),
  }),
  response: z.array(workflowListItemSchema),
});

export const getWorkflow = defineRoute({
  method: 'GET',
  path: '/workflows/:id',
  params: idParams,
  response: workflowSchema,
});

export const newWorkflowName = defineRoute({
  method: 'GET',
  path: '/workflows/new',
  query: z.object({
    name: z.string().trim().min(1)
      .refine(hasNoNulCharacter, nulCharacterMessage('A workflow name'))
      .refine(hasNoUnpairedSurrogate, unpairedSurrogateMessage('A workflow name'))
      .optional(),
  }),
  response: z.object({ name: z.string(), onboardingFlowEnabled: z.boolean() }),
});

export const createWorkflow = defineRoute({
  method: 'POST',
  path: '/workflows',
  body: workflowCreateSchema,
  response: workflowSchema,
});

export const updateWorkflow = defineRoute({
  method: 'PATCH',
  path: '/workflows/:id',
  params: idParams,
  body: workflowUpdateSchema,
  response: workflowSchema,
});

export const deleteWorkflow = defineRoute({
  method: 'DELETE',
  path: '/workflows/:id',
  params: idParams,
  response: z.literal(true),
});

/** The parsed `filter` query of `GET /workflows`. */
export const workflowListFilterSchema = z.object({
  /** Part of the name, case-insensitive. */
  name: z.string()
    .refine(hasNoNulCharacter, nulCharacterMessage('A name'))
    .refine(hasNoUnpairedSurrogate, unpairedSurrogateMessage('A name'))
    .optional(),
  /** Tag ids; a workflow matches when it has all of them. */
  tags: z.array(z.string()).optional(),
  active: z.boolean().optional(),
});
export type WorkflowListFilter = z.infer<typeof workflowListFilterSchema>;
