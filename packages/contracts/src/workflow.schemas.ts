import { z } from 'zod';
import type { IConnections, INode, INodeParameters, IPinData, IWorkflowSettings } from '@weft/workflow';
import { isPinDataTooLarge, normalizeImportedWorkflow, PIN_DATA_TOO_LARGE_MESSAGE } from '@weft/workflow/validation';
import { hasNoNulCharacter, hasNoUnpairedSurrogate, nulCharacterMessage, unpairedSurrogateMessage } from './names.js';

const jsonObject = z.record(z.string(), z.unknown());

export const nodeSchema = z.object({
  id: z.string().min(1),
  // Kept as sent, spaces included: connections, pin data and expressions refer to the node by this name.
  name: z.string()
    .refine((name) => name.trim() !== '', 'A node needs a name')
    .refine(hasNoNulCharacter, nulCharacterMessage('A node name'))
    .refine(hasNoUnpairedSurrogate, unpairedSurrogateMessage('A node name')),
  type: z.string().min(1),
  typeVersion: z.number().positive(),
  position: z.tuple([z.number(), z.number()]),
  parameters: jsonObject.default({}).transform((p) => p as INodeParameters),
  credentials: z.record(z.string(), z.object({ id: z.string().nullable(), name: z.string() })).optional(),
  disabled: z.boolean().optional(),
  notes: z.string().optional(),
  notesInFlow: z.boolean().optional(),
  webhookId: z.string().optional(),
  alwaysOutputData: z.boolean().optional(),
  executeOnce: z.boolean().optional(),
  continueOnFail: z.boolean().optional(),
  onError: z.enum(['continueErrorOutput', 'continueRegularOutput', 'stopWorkflow']).optional(),
  retryOnFail: z.boolean().optional(),
  maxTries: z.number().int().min(2).max(5).optional(),
  waitBetweenTries: z.number().int().min(0).max(5000).optional(),
  color: z.string().optional(),
}) satisfies z.ZodType<INode>;

const connectionSchema = z.object({ node: z.string(), type: z.string(), index: z.number().int().min(0) });

export const connectionsSchema = z
  .record(z.string(), z.record(z.string(), z.array(z.array(connectionSchema).nullable())))
  .transform((c) => c as IConnections);

export const workflowSettingsSchema = z
  .object({
    executionOrder: z.enum(['v0', 'v1']).optional(),
    errorWorkflow: z.string().optional(),
    timezone: z.string().optional(),
    saveDataErrorExecution: z.enum(['DEFAULT', 'all', 'none']).optional(),
    saveDataSuccessExecution: z.enum(['DEFAULT', 'all', 'none']).optional(),
    saveManualExecutions: z.union([z.literal('DEFAULT'), z.boolean()]).optional(),
    saveExecutionProgress: z.union([z.literal('DEFAULT'), z.boolean()]).optional(),
    executionTimeout: z.number().int().min(-1).optional(),
  })
  .catchall(z.unknown())
  .transform((s) => s as IWorkflowSettings);

export const pinDataSchema = z
  .record(z.string(), z.array(z.object({ json: jsonObject }).catchall(z.unknown())))
  .transform((p) => p as IPinData);

/** Pin data a save may carry: at most 12 MB for the whole workflow (spec/editor.md §5, §9). */
const savedPinDataSchema = pinDataSchema.refine((p) => !isPinDataTooLarge(p), PIN_DATA_TOO_LARGE_MESSAGE);

export const WORKFLOW_NAME_MAX_LENGTH = 128;

export const workflowNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a name.')
  .max(WORKFLOW_NAME_MAX_LENGTH, `The name can be at most ${WORKFLOW_NAME_MAX_LENGTH} characters long.`)
  .refine(hasNoNulCharacter, nulCharacterMessage('A workflow name'))
  .refine(hasNoUnpairedSurrogate, unpairedSurrogateMessage('A workflow name'));

/** Tags are sent as ids; an export carries tag objects, of which only the id is kept. */
const tagRefSchema = z.union([z.string(), z.object({ id: z.string() }).transform((t) => t.id)]);

const workflowFields = {
  name: workflowNameSchema,
  nodes: z.array(nodeSchema),
  connections: connectionsSchema,
  active: z.boolean().optional(),
  settings: workflowSettingsSchema.optional(),
  staticData: jsonObject.nullable().optional(),
  pinData: savedPinDataSchema.optional(),
  tags: z.array(tagRefSchema).optional(),
  meta: jsonObject.optional(),
};

/** The Web Crypto API: global in Node 20 and in browsers, though this package is typed without either. */
const newNodeId = (): string => (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();

/**
 * `schema`, taking a workflow in the older forms n8n reads too (nodes without ids, credentials named
 * by a string, `null` members, plain pinned objects, no name: see normalizeImportedWorkflow). With
 * `keepMissingName` a missing name stays missing (an update that does not rename).
 */
export function readingN8nForms<T extends z.ZodType>(schema: T, options: { keepMissingName?: boolean } = {}) {
  const defaults = { newId: newNodeId, ...(options.keepMissingName ? { name: null } : {}) };
  return z.preprocess((body: z.input<T>) => normalizeImportedWorkflow(body, defaults), schema);
}

const workflowCreateFields = z.object({
  ...workflowFields,
  nodes: workflowFields.nodes.default([]),
  connections: workflowFields.connections.default({}),
});
export type WorkflowCreateBody = z.input<typeof workflowCreateFields>;

/** What the editor sends to create a workflow; an n8n export is accepted as n8n reads it. */
export const workflowCreateSchema = readingN8nForms(workflowCreateFields);

// Built from the fields without defaults: `.partial()` keeps a default, and an update that leaves
// `nodes` out would then erase them.
const workflowUpdateFields = z.object(workflowFields).partial().extend({
  /** The version the editor loaded; when it is stale the update is refused instead of losing a save. */
  versionId: z.string().optional(),
});
export type WorkflowUpdateBody = z.input<typeof workflowUpdateFields>;

export const workflowUpdateSchema = readingN8nForms(workflowUpdateFields, { keepMissingName: true });

export const tagSchema = z.object({ id: z.string(), name: z.string(), usageCount: z.number().optional() });

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  nodes: z.array(nodeSchema),
  connections: connectionsSchema,
  settings: workflowSettingsSchema,
  staticData: jsonObject.nullable().optional(),
  pinData: pinDataSchema,
  tags: z.array(tagSchema),
  versionId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowResponse = z.output<typeof workflowSchema>;

export const workflowListItemSchema = workflowSchema.pick({
  id: true, name: true, active: true, createdAt: true, updatedAt: true, tags: true, versionId: true,
});
export type WorkflowListItem = z.output<typeof workflowListItemSchema>;
