import { z } from 'zod';
import type { INodeTypeDescription } from '@weft/workflow';
import { defineRoute } from './route.js';

const nodeTypeDescriptionSchema = z.custom<INodeTypeDescription>(
  (v) => typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string',
);

/** The node types with a docs page served at `{basePath}docs/nodes/<type>` (the built-in ones). */
export const listNodeDocs = defineRoute({
  method: 'GET',
  path: '/node-docs',
  response: z.array(z.string()),
});

export const listNodeTypes = defineRoute({
  method: 'GET',
  path: '/node-types',
  query: z.object({
    /** 'true' keeps only the newest version of each node type. */
    onlyLatest: z.enum(['true', 'false']).optional(),
  }),
  response: z.array(nodeTypeDescriptionSchema),
});
