import { z } from 'zod';
import {
  connectionsSchema, nodeSchema, pinDataSchema, readingN8nForms, workflowNameSchema, workflowSettingsSchema,
} from '../workflow.schemas.js';
import { idParams, pageOf, pageQuery, queryBoolean } from './common.js';
import { definePublicRoute } from './public-route.js';
import { publicTagSchema } from './tags.js';

const jsonObject = z.record(z.string(), z.unknown());

// Answers are rendered as they leave the server, so their schemas must hold no transform: each reuses
// the input side (`.in`) of the REST schema whose transform only narrows the type.
export const publicNodeSchema = nodeSchema.extend({ parameters: jsonObject }).meta({ id: 'Node' });
export const publicWorkflowSettingsSchema = workflowSettingsSchema.in.meta({ id: 'WorkflowSettings' });

export const publicWorkflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  nodes: z.array(publicNodeSchema),
  connections: connectionsSchema.in,
  settings: publicWorkflowSettingsSchema,
  staticData: jsonObject.nullable(),
  pinData: pinDataSchema.in.optional()
    .meta({ description: 'Data pinned to nodes, by node name; left out when `excludePinnedData` is true.' }),
  tags: z.array(publicTagSchema),
  versionId: z.string().meta({ description: 'Changes with every save.' }),
}).meta({ id: 'Workflow' });
export type PublicWorkflow = z.infer<typeof publicWorkflowSchema>;

/** A field of the answer that a request may not set: sending it is a 400 naming it, as n8n answers. */
const readOnly = z.never({ error: 'is read-only' }).optional().meta({ readOnly: true });

/**
 * What POST and PUT take: n8n's required fields, nothing it does not know (a 400 names the stray key),
 * and the answer's own fields refused as read-only. Nodes without ids get ids and older n8n forms are
 * read as the REST API reads them.
 */
export const publicWorkflowBody = readingN8nForms(z.strictObject({
  name: workflowNameSchema,
  nodes: z.array(nodeSchema),
  connections: connectionsSchema,
  settings: workflowSettingsSchema,
  staticData: jsonObject.nullable().optional(),
  id: readOnly,
  active: readOnly,
  tags: readOnly,
  createdAt: readOnly,
  updatedAt: readOnly,
}), { keepMissingName: true }).meta({ id: 'WorkflowInput' });

const excludePinnedData = queryBoolean.optional().meta({ description: 'With `true` the answer leaves out `pinData`.' });

export const publicListWorkflows = definePublicRoute({
  method: 'GET', path: '/workflows', operationId: 'getWorkflows', tag: 'Workflow',
  summary: 'List workflows',
  description: 'The workflows the key may see (a member\'s key: its own), oldest first. Send the same filters with '
    + 'every page\'s `cursor`: the cursor only says where the next page starts.',
  query: pageQuery.extend({
    active: queryBoolean.optional().meta({ description: 'Only active (`true`) or only inactive (`false`) workflows.' }),
    tags: z.string().optional()
      .meta({ description: 'Tag names, comma-separated: a workflow must carry every one of them. A name no tag has matches nothing.' }),
    name: z.string().optional().meta({ description: 'Part of the name, ignoring case.' }),
    projectId: z.string().optional().meta({
      description: 'Weft has no projects: each user\'s personal project is named by the user\'s id, so this is '
        + 'the id of the user who owns the workflows.',
    }),
    excludePinnedData,
  }),
  response: pageOf(publicWorkflowSchema).meta({ id: 'WorkflowList' }),
  errors: [400],
});

export const publicGetWorkflow = definePublicRoute({
  method: 'GET', path: '/workflows/:id', operationId: 'getWorkflow', tag: 'Workflow',
  summary: 'Get a workflow', params: idParams, query: z.object({ excludePinnedData }),
  response: publicWorkflowSchema, errors: [400, 404],
});

export const publicCreateWorkflow = definePublicRoute({
  method: 'POST', path: '/workflows', operationId: 'createWorkflow', tag: 'Workflow',
  summary: 'Create a workflow',
  description: 'The key\'s user owns the new workflow. It starts inactive: activate it with `/workflows/{id}/activate`, '
    + 'and tag it with `PUT /workflows/{id}/tags`.',
  body: publicWorkflowBody, response: publicWorkflowSchema, errors: [400],
});

export const publicUpdateWorkflow = definePublicRoute({
  method: 'PUT', path: '/workflows/:id', operationId: 'updateWorkflow', tag: 'Workflow',
  summary: 'Replace a workflow',
  description: 'Replaces name, nodes, connections and settings (and static data when sent); tags and pinned data '
    + 'stay. An active workflow stays active with the new version; when that version cannot be activated the '
    + 'answer is 400 and nothing changes.',
  params: idParams, body: publicWorkflowBody, response: publicWorkflowSchema, errors: [400, 404],
});

export const publicDeleteWorkflow = definePublicRoute({
  method: 'DELETE', path: '/workflows/:id', operationId: 'deleteWorkflow', tag: 'Workflow',
  summary: 'Delete a workflow',
  description: 'Deactivates the workflow, removes it with its executions and answers it as it was.',
  params: idParams, response: publicWorkflowSchema, errors: [404],
});

export const publicActivateWorkflow = definePublicRoute({
  method: 'POST', path: '/workflows/:id/activate', operationId: 'activateWorkflow', tag: 'Workflow',
  summary: 'Activate a workflow',
  description: 'Registers its webhooks and starts its triggers. A workflow without a trigger node, or whose trigger '
    + 'cannot start, is answered 400 with the reason and stays as it was.',
  params: idParams, response: publicWorkflowSchema, errors: [400, 404],
});

export const publicDeactivateWorkflow = definePublicRoute({
  method: 'POST', path: '/workflows/:id/deactivate', operationId: 'deactivateWorkflow', tag: 'Workflow',
  summary: 'Deactivate a workflow', description: 'Removes its webhooks and stops its triggers.',
  params: idParams, response: publicWorkflowSchema, errors: [404],
});

export const publicTransferWorkflow = definePublicRoute({
  method: 'PUT', path: '/workflows/:id/transfer', operationId: 'transferWorkflow', tag: 'Workflow',
  summary: 'Give a workflow to another user',
  description: 'Weft has no projects: `destinationProjectId` is the id of a user (their personal project), who '
    + 'becomes the owner. The owner\'s key may move any workflow. As in n8n, a member may only move into a project '
    + 'where they may create workflows, which is their own personal project alone: a member\'s key can give no '
    + 'workflow away, and another user as destination is answered 404. A workflow already there is a 400.',
  params: idParams,
  body: z.object({ destinationProjectId: z.string().min(1).meta({ description: 'The id of the user who gets the workflow.' }) }),
  status: 204, errors: [400, 404],
});

export const publicWorkflowTagsSchema = z.array(publicTagSchema).meta({ id: 'WorkflowTags' });

export const publicGetWorkflowTags = definePublicRoute({
  method: 'GET', path: '/workflows/:id/tags', operationId: 'getWorkflowTags', tag: 'Workflow',
  summary: 'List a workflow\'s tags', params: idParams, response: publicWorkflowTagsSchema, errors: [404],
});

export const publicUpdateWorkflowTags = definePublicRoute({
  method: 'PUT', path: '/workflows/:id/tags', operationId: 'updateWorkflowTags', tag: 'Workflow',
  summary: 'Set a workflow\'s tags',
  description: 'The workflow carries exactly the tags sent, and the answer lists them. An id no tag has is a 404 and changes nothing.',
  params: idParams,
  body: z.array(z.strictObject({ id: z.string().min(1) })).meta({ id: 'TagIds' }),
  response: publicWorkflowTagsSchema, errors: [400, 404],
});

export const PUBLIC_WORKFLOW_ROUTES = [
  publicListWorkflows, publicGetWorkflow, publicCreateWorkflow, publicUpdateWorkflow, publicDeleteWorkflow,
  publicActivateWorkflow, publicDeactivateWorkflow, publicTransferWorkflow, publicGetWorkflowTags, publicUpdateWorkflowTags,
];
