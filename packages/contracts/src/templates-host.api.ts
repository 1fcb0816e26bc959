import { z } from 'zod';

/**
 * The templates host API (spec/admin.md "Templates host"), in the shape of n8n's public templates API so
 * that the editor can talk to Weft's built-in host and to any remote one (api.n8n.io, a company's own)
 * alike. Objects are loose: remote hosts send more fields than these, which the editor passes through;
 * a field a remote host leaves out or sends as null (n8n's descriptions may be null) gets its fallback
 * rather than failing the whole answer.
 * The editor sends the product version in the `n8n-version` header.
 */

/** Paths below the host's URL (which ends with '/'). */
export const TEMPLATES_HOST_PATHS = {
  health: 'health',
  categories: 'templates/categories',
  collections: 'templates/collections',
  workflows: 'templates/workflows',
  collection: (id: number | string) => `templates/collections/${id}`,
  workflow: (id: number | string) => `templates/workflows/${id}`,
  workflowToImport: (id: number | string) => `workflows/templates/${id}`,
} as const;

/** The header carrying the product version (n8n's name for it). */
export const TEMPLATES_VERSION_HEADER = 'n8n-version';

export const templatesCategorySchema = z.looseObject({ id: z.number(), name: z.string() });

/** A node as template cards and node lists show it: a summary of its node type. */
export const templatesNodeSchema = z.looseObject({
  id: z.number(),
  /** The node type, e.g. `n8n-nodes-base.httpRequest`. */
  name: z.string(),
  displayName: z.string(),
  /** The type's icon as in its description: `file:x.svg` or `fa:name`. */
  icon: z.string().optional().catch(undefined),
  /** An address the icon image can be loaded from. */
  iconUrl: z.string().optional().catch(undefined),
  defaults: z.looseObject({ name: z.string().optional(), color: z.string().optional() }).optional().catch(undefined),
  group: z.array(z.string()).optional().catch(undefined),
  categories: z.array(templatesCategorySchema).optional().catch(undefined),
  codex: z.looseObject({ categories: z.array(z.string()).optional() }).optional().catch(undefined),
});

const user = z.looseObject({ username: z.string() }).catch({ username: '' });
const description = z.string().optional().catch(undefined);
const totalViews = z.number().catch(0);
const createdAt = z.string().catch('');

export const templatesWorkflowSummarySchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description,
  totalViews,
  createdAt,
  user,
  nodes: z.array(templatesNodeSchema),
});

export const templatesCollectionSummarySchema = z.looseObject({
  id: z.number(),
  /** Not in every host's answer (n8n's lists may leave it out). */
  rank: z.number().catch(0),
  name: z.string(),
  totalViews,
  createdAt,
  workflows: z.array(z.looseObject({ id: z.number() })),
  nodes: z.array(templatesNodeSchema),
});

export const templatesHealthAnswer = z.looseObject({ status: z.string() });
export const templatesCategoriesAnswer = z.looseObject({ categories: z.array(templatesCategorySchema) });
export const templatesCollectionsAnswer = z.looseObject({ collections: z.array(templatesCollectionSummarySchema) });
export const templatesWorkflowsAnswer = z.looseObject({
  totalWorkflows: z.number(),
  workflows: z.array(templatesWorkflowSummarySchema),
  filters: z.array(z.unknown()).optional(),
});

/** A template's workflow in n8n's export shape (credentials referenced by type only). */
export const templatesWorkflowBodySchema = z.looseObject({
  nodes: z.array(z.looseObject({ name: z.string(), type: z.string() })),
  connections: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()).optional().catch(undefined),
  pinData: z.record(z.string(), z.unknown()).optional().catch(undefined),
  meta: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

export const templatesCollectionAnswer = z.looseObject({
  collection: z.looseObject({
    id: z.number(),
    name: z.string(),
    description,
    totalViews,
    createdAt,
    categories: z.array(templatesCategorySchema).catch([]),
    workflows: z.array(templatesWorkflowSummarySchema),
    nodes: z.array(templatesNodeSchema),
    image: z.array(z.unknown()).optional().catch(undefined),
  }),
});

export const templatesWorkflowAnswer = z.looseObject({
  workflow: templatesWorkflowSummarySchema.extend({
    categories: z.array(templatesCategorySchema).catch([]),
    /** The workflow the template page previews (read-only). */
    workflow: templatesWorkflowBodySchema,
    workflowInfo: z.looseObject({ nodeCount: z.number().optional(), nodeTypes: z.record(z.string(), z.unknown()).optional() }).optional().catch(undefined),
    image: z.array(z.unknown()).optional().catch(undefined),
  }),
});

/** The workflow itself, to import into a new canvas. */
export const templatesWorkflowToImportAnswer = z.looseObject({
  id: z.number(),
  name: z.string(),
  workflow: templatesWorkflowBodySchema,
});

export type TemplatesCategory = z.infer<typeof templatesCategorySchema>;
export type TemplatesNode = z.infer<typeof templatesNodeSchema>;
export type TemplatesWorkflowSummary = z.infer<typeof templatesWorkflowSummarySchema>;
export type TemplatesCollectionSummary = z.infer<typeof templatesCollectionSummarySchema>;
export type TemplatesCategoriesAnswer = z.infer<typeof templatesCategoriesAnswer>;
export type TemplatesCollectionsAnswer = z.infer<typeof templatesCollectionsAnswer>;
export type TemplatesWorkflowsAnswer = z.infer<typeof templatesWorkflowsAnswer>;
export type TemplatesCollectionAnswer = z.infer<typeof templatesCollectionAnswer>;
export type TemplatesWorkflowAnswer = z.infer<typeof templatesWorkflowAnswer>;
export type TemplatesWorkflowToImportAnswer = z.infer<typeof templatesWorkflowToImportAnswer>;
