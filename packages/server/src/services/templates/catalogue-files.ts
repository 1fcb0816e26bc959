import { z } from 'zod';

/**
 * The files of a templates catalogue (the format of issue 32's design): `categories.json`,
 * `collections.json` and `workflows/<id>-<slug>.json`, each template a workflow in n8n's export shape.
 */

const id = z.number().int().positive();
const nonEmpty = z.string().trim().min(1);

export const categoriesFile = z.array(z.strictObject({ id, name: nonEmpty }));

export const collectionsFile = z.array(z.strictObject({
  id,
  name: nonEmpty,
  description: z.string(),
  workflowIds: z.array(id).min(1),
  categoryIds: z.array(id),
}));

/** A node as n8n exports it; credentials name their type only (the user picks their own on import). */
const templateNode = z.looseObject({
  id: z.string().min(1).optional(),
  name: nonEmpty,
  type: nonEmpty,
  typeVersion: z.number().positive(),
  position: z.tuple([z.number(), z.number()]),
  parameters: z.record(z.string(), z.unknown()),
  credentials: z.record(z.string(), z.looseObject({ id: z.null().optional(), name: z.string().optional() })).optional(),
});

const connectionTarget = z.strictObject({ node: z.string(), type: z.string(), index: z.number().int().min(0) });

export const workflowFile = z.strictObject({
  id,
  name: nonEmpty,
  description: nonEmpty,
  categoryIds: z.array(id),
  createdAt: z.iso.datetime(),
  workflow: z.looseObject({
    nodes: z.array(templateNode).min(1),
    connections: z.record(z.string(), z.record(z.string(), z.array(z.array(connectionTarget).nullable()))),
    settings: z.record(z.string(), z.unknown()).optional(),
    pinData: z.record(z.string(), z.array(z.looseObject({ json: z.record(z.string(), z.unknown()) }))).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type CatalogueCategory = z.infer<typeof categoriesFile>[number];
export type CatalogueCollection = z.infer<typeof collectionsFile>[number];
export type CatalogueWorkflow = z.infer<typeof workflowFile>;

export interface Catalogue {
  categories: CatalogueCategory[];
  collections: CatalogueCollection[];
  /** By id, ascending. */
  workflows: CatalogueWorkflow[];
}
