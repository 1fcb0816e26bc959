import type { FastifyInstance } from 'fastify';
import type { IRun } from '@weft/engine';
import {
  publicDeleteExecution, publicGetExecution, publicListExecutions, publicRetryExecution, type PublicExecution,
} from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import type { ExecutionSummary } from '../db/execution-store/execution-store.js';
import type { StoredUser } from '../db/users.repository.js';
import type { AppServices } from '../services/app-services.js';
import { ALL_WORKFLOWS, workflowScopeOf } from '../services/auth/workflow-scope.js';
import { ExecutionAccess } from '../services/executions/execution-access.js';
import { RetryRefusedError } from '../services/executions/execution-retry.js';
import { encodeCursor, readPage } from './cursor.js';
import { executionListQuery } from './execution-list-query.js';
import { notFound, PublicApiError } from './public-api-error.js';
import { registerPublicRoute } from './register-public-route.js';

const numberOrNull = (id: string | null | undefined): number | null => (id ? Number(id) : null);

/** n8n's public shape of an execution; its run data only when `withData`. */
export function toPublicExecution(execution: ExecutionSummary | IExecution, withData: boolean): PublicExecution {
  const data = 'data' in execution ? execution.data : undefined;
  return {
    id: Number(execution.id),
    finished: execution.finished,
    mode: execution.mode,
    retryOf: numberOrNull(execution.retryOf),
    retrySuccessId: numberOrNull(execution.retrySuccessId),
    startedAt: execution.startedAt,
    stoppedAt: execution.stoppedAt ?? null,
    workflowId: numberOrNull(execution.workflowId),
    waitTill: execution.waitTill ?? null,
    status: execution.status,
    ...(data ? { customData: data.resultData.metadata ?? {} } : {}),
    ...(data && withData ? { data: data as unknown as Record<string, unknown> } : {}),
  };
}

/** A retry's execution from its run, when its row was not kept (the save settings drop it). */
function executionOfRun(executionId: string, original: IExecution, run: IRun): IExecution {
  return {
    id: executionId, finished: run.finished, mode: run.mode, status: run.status,
    startedAt: run.startedAt.toISOString(), stoppedAt: run.stoppedAt.toISOString(), waitTill: run.waitTill?.toISOString() ?? null,
    workflowId: original.workflowId ?? null, retryOf: original.id, retrySuccessId: null,
    workflowData: original.workflowData, data: run.data,
  };
}

/**
 * Executions through the public API, by the REST API's rules: a member's key reaches the executions of
 * the member's workflows (ExecutionAccess), any other answers 404 as a missing one would.
 */
export function publicExecutionRoutes(app: FastifyInstance, services: AppServices): void {
  const store = services.repositories.executions;
  const access = new ExecutionAccess(services.repositories.workflows, services.executions);

  async function visibleExecution(user: StoredUser, id: string): Promise<IExecution> {
    const execution = await store.findById(id);
    if (!execution || !(await access.canSee(workflowScopeOf(user), execution))) throw notFound();
    return execution;
  }

  // Keyset pagination by id, newest first: the cursor holds the last id answered, so executions that
  // start meanwhile never shift a later page.
  registerPublicRoute(app, publicListExecutions, async ({ query, user }) => {
    const page = readPage(query);
    const matching = executionListQuery(query, workflowScopeOf(user));
    if (!matching) return { data: [], nextCursor: null };
    const rows = await services.pastExecutions.page(matching, {
      limit: page.limit + 1, ...(page.lastId !== undefined ? { lastId: page.lastId } : {}),
    });
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1);
    const nextCursor = rows.length > page.limit && last ? encodeCursor({ limit: page.limit, lastId: last.id }) : null;
    if (query.includeData !== true) return { data: shown.map((row) => toPublicExecution(row, false)), nextCursor };
    const full = await Promise.all(shown.map((row) => store.findById(row.id)));
    // An execution deleted between the two reads is left out.
    return { data: full.filter((execution) => execution !== undefined).map((execution) => toPublicExecution(execution, true)), nextCursor };
  });

  registerPublicRoute(app, publicGetExecution, async ({ params, query, user }) =>
    toPublicExecution(await visibleExecution(user, params.id), query.includeData === true));

  registerPublicRoute(app, publicDeleteExecution, async ({ params, user }) => {
    const execution = await visibleExecution(user, params.id);
    const running = new PublicApiError(400, 'Cannot delete a running execution', 'Stop it first, then delete it.');
    if (execution.status === 'running' || execution.status === 'new') throw running;
    // Visibility is checked above; a run of an unsaved workflow has no owner the scope could go by.
    const { deleted } = await services.pastExecutions.delete({ ids: [params.id] }, ALL_WORKFLOWS);
    if (deleted === 0) throw running;
    return toPublicExecution(execution, false);
  });

  registerPublicRoute(app, publicRetryExecution, async ({ params, body, user }) => {
    const original = await visibleExecution(user, params.id);
    let retried: { executionId: string; run: IRun | undefined };
    try {
      retried = await services.retry.retryToEnd(params.id, body?.loadWorkflow === true);
    } catch (error) {
      if (error instanceof RetryRefusedError) throw new PublicApiError(409, error.message, error.hint);
      throw error;
    }
    const stored = await store.findById(retried.executionId);
    if (stored) return toPublicExecution(stored, true);
    if (!retried.run) throw new Error(`The retry ${retried.executionId} of execution ${params.id} left no record`);
    return toPublicExecution(executionOfRun(retried.executionId, original, retried.run), true);
  });
}
