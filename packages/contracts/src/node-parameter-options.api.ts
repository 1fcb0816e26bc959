import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * n8n's editor sends the structured parts of this request as JSON inside query strings; each is
 * parsed here so that a malformed one is a 400 naming the field, not an error inside the node.
 */
function jsonQueryValue<T extends z.ZodType>(field: string, schema: T) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${field}" is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const parameterObject = z.record(z.string(), z.unknown());

export const nodeTypeAndVersionSchema = z.object({
  name: z.string().min(1),
  version: z.number().positive(),
});

/** n8n's credentials of a node: credential type -> { id, name }. */
export const nodeCredentialsSchema = z.record(
  z.string(),
  z.object({ id: z.string().nullable().optional(), name: z.string() }),
);

export const nodeParameterOptionSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  description: z.string().optional(),
});
export type NodeParameterOption = z.infer<typeof nodeParameterOptionSchema>;

export const getNodeParameterOptions = defineRoute({
  method: 'GET',
  path: '/node-parameter-options',
  query: z
    .object({
      nodeTypeAndVersion: jsonQueryValue('nodeTypeAndVersion', nodeTypeAndVersionSchema),
      /** Where the parameter sits, e.g. `parameters.fieldsToMatchString`. */
      path: z.string().min(1),
      /** The node's `methods.loadOptions` entry to call. */
      methodName: z.string().min(1).optional(),
      /** n8n's declarative routing (`typeOptions.loadOptions`); either this or methodName. */
      loadOptions: jsonQueryValue('loadOptions', parameterObject).optional(),
      currentNodeParameters: jsonQueryValue('currentNodeParameters', parameterObject),
      credentials: jsonQueryValue('credentials', nodeCredentialsSchema).optional(),
    })
    .refine((query) => query.methodName !== undefined || query.loadOptions !== undefined, {
      message: 'Either "methodName" or "loadOptions" is required',
    }),
  response: z.array(nodeParameterOptionSchema),
});

export const resourceLocatorResultSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  url: z.string().optional(),
});
export type ResourceLocatorResult = z.infer<typeof resourceLocatorResultSchema>;

export const resourceLocatorResultsSchema = z.object({
  results: z.array(resourceLocatorResultSchema),
  /** Present when there are more results: sent back to ask for the next page. */
  paginationToken: z.string().optional(),
});
export type ResourceLocatorResults = z.infer<typeof resourceLocatorResultsSchema>;

/** One page of a resource locator's "From List" search: the node's `methods.listSearch` entry, run as load options are. */
export const getResourceLocatorResults = defineRoute({
  method: 'GET',
  path: '/node-parameter-options/resource-locator-results',
  query: z.object({
    nodeTypeAndVersion: jsonQueryValue('nodeTypeAndVersion', nodeTypeAndVersionSchema),
    path: z.string().min(1),
    /** The node's `methods.listSearch` entry to call (the mode's `searchListMethod`). */
    methodName: z.string().min(1),
    filter: z.string().optional(),
    paginationToken: z.string().optional(),
    currentNodeParameters: jsonQueryValue('currentNodeParameters', parameterObject),
    credentials: jsonQueryValue('credentials', nodeCredentialsSchema).optional(),
  }),
  response: resourceLocatorResultsSchema,
});

export const resourceMapperFieldSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  required: z.boolean(),
  defaultMatch: z.boolean(),
  canBeUsedToMatch: z.boolean().optional(),
  display: z.boolean(),
  type: z.enum(['string', 'number', 'boolean', 'dateTime', 'time', 'object', 'options', 'array']).optional(),
  options: z.array(z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) })).optional(),
  readOnly: z.boolean().optional(),
  removed: z.boolean().optional(),
});
export type ResourceMapperFieldAnswer = z.infer<typeof resourceMapperFieldSchema>;

/**
 * The columns a resource mapper offers (n8n's `ResourceMapperFields`): the node's
 * `methods.resourceMapping` entry named by the parameter's `resourceMapperMethod`, run as load options are.
 */
export const getResourceMapperFields = defineRoute({
  method: 'GET',
  path: '/node-parameter-options/resource-mapper-fields',
  query: z.object({
    nodeTypeAndVersion: jsonQueryValue('nodeTypeAndVersion', nodeTypeAndVersionSchema),
    path: z.string().min(1),
    methodName: z.string().min(1),
    currentNodeParameters: jsonQueryValue('currentNodeParameters', parameterObject),
    credentials: jsonQueryValue('credentials', nodeCredentialsSchema).optional(),
  }),
  response: z.object({ fields: z.array(resourceMapperFieldSchema) }),
});
