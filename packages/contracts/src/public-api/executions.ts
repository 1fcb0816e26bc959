import { z } from 'zod';
import { idParams, pageOf, pageQuery, queryBoolean } from './common.js';
import { definePublicRoute } from './public-route.js';

const dateTime = z.string().meta({ format: 'date-time' });

/** The statuses a list may be filtered by (n8n 1.123's). */
export const PUBLIC_EXECUTION_STATUS_FILTERS = ['canceled', 'error', 'running', 'success', 'waiting'] as const;
export type PublicExecutionStatusFilter = (typeof PUBLIC_EXECUTION_STATUS_FILTERS)[number];

/** An execution in n8n's public shape: ids are numbers, as n8n's document has them. */
export const publicExecutionSchema = z.object({
  id: z.number(),
  data: z.record(z.string(), z.unknown()).optional()
    .meta({ description: 'The run data (each node\'s runs, the error, the last node run); only with `includeData=true`.' }),
  finished: z.boolean(),
  mode: z.enum(['cli', 'error', 'integrated', 'internal', 'manual', 'retry', 'trigger', 'webhook', 'evaluation', 'chat']),
  retryOf: z.number().nullable(),
  retrySuccessId: z.number().nullable(),
  startedAt: dateTime,
  stoppedAt: dateTime.nullable().meta({ description: 'Null while the execution runs.' }),
  workflowId: z.number().nullable().meta({ description: 'Null for a run of a workflow that was never saved.' }),
  waitTill: dateTime.nullable(),
  customData: z.record(z.string(), z.string()).optional()
    .meta({ description: 'What the run saved with the Execution Data node. Lists carry it only with `includeData=true`.' }),
  status: z.enum(['canceled', 'crashed', 'error', 'new', 'running', 'success', 'unknown', 'waiting']),
}).meta({ id: 'Execution' });
export type PublicExecution = z.input<typeof publicExecutionSchema>;

const includeData = queryBoolean.optional()
  .meta({ description: 'Whether to include the run data (`data`) of each execution.' });

export const publicListExecutions = definePublicRoute({
  method: 'GET', path: '/executions', operationId: 'getExecutions', tag: 'Execution',
  summary: 'List executions',
  description: 'Newest first. Without `status` the executions still running are left out, as in n8n; '
    + '`status=error` also finds crashed ones. A member\'s key lists only the executions of the member\'s workflows.',
  query: pageQuery.extend({
    includeData,
    status: z.enum(PUBLIC_EXECUTION_STATUS_FILTERS).optional(),
    workflowId: z.string().min(1).optional().meta({ description: 'Only the executions of this workflow.' }),
    projectId: z.string().min(1).optional().meta({
      description: 'Weft has no projects: give a user id to mean that user\'s personal project, the workflows the user owns. '
        + 'A member\'s key finds nothing with another user\'s id.',
    }),
  }),
  response: pageOf(publicExecutionSchema).meta({ id: 'ExecutionList' }),
  errors: [400],
});

export const publicGetExecution = definePublicRoute({
  method: 'GET', path: '/executions/:id', operationId: 'getExecution', tag: 'Execution',
  summary: 'Get an execution', params: idParams, query: z.object({ includeData }),
  response: publicExecutionSchema, errors: [400, 404],
});

export const publicDeleteExecution = definePublicRoute({
  method: 'DELETE', path: '/executions/:id', operationId: 'deleteExecution', tag: 'Execution',
  summary: 'Delete an execution',
  description: 'Deletes the execution with its run data and files and answers it (without its run data). '
    + 'An execution still running cannot be deleted (400): stop it first.',
  params: idParams, response: publicExecutionSchema, errors: [400, 404],
});

export const publicRetryExecution = definePublicRoute({
  method: 'POST', path: '/executions/:id/retry', operationId: 'retryExecution', tag: 'Execution',
  summary: 'Retry an execution',
  description: 'Runs a failed execution again from the node that failed and answers the new execution once it has ended. '
    + 'An execution that succeeded, still runs or waits, is itself a retry, or was already retried successfully is answered 409.',
  params: idParams,
  body: z.object({
    loadWorkflow: z.boolean().optional()
      .meta({ description: 'Run the workflow as it is saved now instead of as it was when the execution ran.' }),
  }).nullish(),
  response: publicExecutionSchema, errors: [400, 404, 409],
});

export const PUBLIC_EXECUTION_ROUTES = [publicListExecutions, publicGetExecution, publicDeleteExecution, publicRetryExecution];
