import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * A workflow as found at an address: at least nodes and connections; the editor validates the nodes
 * when it adds them, so anything else is passed through as it came.
 */
export const importedWorkflowSchema = z.object({
  name: z.string().optional(),
  nodes: z.array(z.record(z.string(), z.unknown())),
  connections: z.record(z.string(), z.unknown()),
}).catchall(z.unknown());
export type ImportedWorkflow = z.output<typeof importedWorkflowSchema>;

/** Fetches a workflow JSON file from an http(s) address ending in `.json` (import from URL, paste of a URL). */
export const getWorkflowFromUrl = defineRoute({
  method: 'GET',
  path: '/workflows/from-url',
  query: z.object({ url: z.string().trim().min(1, 'Invalid URL') }),
  response: importedWorkflowSchema,
});
