import type { z } from 'zod';
import type { IWorkflowBase } from '@weft/workflow';
import {
  workflowListFilterSchema, type WorkflowResponse, type workflowCreateSchema, type workflowUpdateSchema,
} from '@weft/contracts';
import type { StoredWorkflow, WorkflowFields, WorkflowSummary, WorkflowsRepository } from '../db/workflows.repository.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import type { ExecutionStore } from '../db/execution-store/execution-store.js';
import type { ActiveWorkflowsService } from './active-workflows/active-workflows.service.js';
import type { BinaryData } from './executions/binary-data.js';
import { ALL_WORKFLOWS, type WorkflowScope } from './auth/workflow-scope.js';

type CreateInput = z.output<typeof workflowCreateSchema>;
type UpdateInput = z.output<typeof workflowUpdateSchema>;

export function workflowNotFound(): NotFoundError {
  return new NotFoundError('Could not find workflow');
}

/** `name`, or `name N` with the lowest N from 2 up that no workflow uses. */
export function nextFreeName(name: string, taken: string[]): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name} ${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export function toWorkflowResponse(workflow: StoredWorkflow): WorkflowResponse {
  return {
    id: workflow.id,
    name: workflow.name,
    active: workflow.active,
    nodes: workflow.nodes,
    connections: workflow.connections,
    settings: workflow.settings,
    staticData: workflow.staticData,
    pinData: workflow.pinData,
    tags: workflow.tags.map((t) => ({ id: t.id, name: t.name })),
    versionId: workflow.versionId,
    createdAt: workflow.createdAt,
    updatedAt: workflow.updatedAt,
  };
}

/** A stored workflow as the engine runs it. */
export function toRunnableWorkflow(workflow: StoredWorkflow): IWorkflowBase {
  return {
    id: workflow.id,
    name: workflow.name,
    active: workflow.active,
    nodes: workflow.nodes,
    connections: workflow.connections,
    settings: workflow.settings,
    staticData: workflow.staticData as IWorkflowBase['staticData'],
    pinData: workflow.pinData,
    versionId: workflow.versionId,
  };
}

export class WorkflowsService {
  constructor(
    private readonly workflows: WorkflowsRepository,
    private readonly active: ActiveWorkflowsService,
    private readonly executions: ExecutionStore,
    private readonly binaryData: BinaryData,
  ) {}

  /** Numbered among the workflows the caller sees: a member's names say nothing of other people's. */
  async newName(requested?: string, scope: WorkflowScope = ALL_WORKFLOWS): Promise<string> {
    // Loaded on first use: the model package is large and start-up does not need it.
    const { DEFAULT_WORKFLOW_NAME } = await import('@weft/workflow');
    const base = requested?.trim() || DEFAULT_WORKFLOW_NAME;
    return nextFreeName(base, await this.workflows.namesStartingWith(base, scope));
  }

  /** `filterText` is the JSON of the `filter` query parameter. */
  async list(filterText?: string, scope: WorkflowScope = ALL_WORKFLOWS): Promise<WorkflowSummary[]> {
    if (filterText === undefined || filterText.trim() === '') return this.workflows.list({}, scope);
    let raw: unknown;
    try {
      raw = JSON.parse(filterText);
    } catch {
      throw new BadRequestError(
        'filter: is not valid JSON',
        'Send the filter as JSON, for example {"name":"invoice","tags":["1"],"active":true}',
      );
    }
    const parsed = workflowListFilterSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = ['filter', ...(issue?.path ?? []).map(String)].join('.');
      throw new BadRequestError(`${path}: ${issue?.message ?? 'is not valid'}`);
    }
    return this.workflows.list(parsed.data, scope);
  }

  /** A workflow outside the scope is answered as a missing one. */
  async get(id: string, scope: WorkflowScope = ALL_WORKFLOWS): Promise<StoredWorkflow> {
    const workflow = await this.workflows.findById(id, scope);
    if (!workflow) throw workflowNotFound();
    return workflow;
  }

  /** New workflows are never active: activation is a separate, checked step. `ownerId`: who creates it. */
  async create(input: CreateInput, author: string, ownerId: string): Promise<StoredWorkflow> {
    const fields: WorkflowFields = {
      name: input.name,
      active: false,
      nodes: input.nodes,
      connections: input.connections,
      settings: input.settings ?? {},
      staticData: input.staticData ?? null,
      pinData: input.pinData ?? {},
      meta: input.meta ?? null,
      tags: input.tags ?? [],
    };
    return this.workflows.create(fields, author, ownerId);
  }

  async update(id: string, input: UpdateInput, author: string, scope: WorkflowScope = ALL_WORKFLOWS): Promise<StoredWorkflow> {
    const current = await this.workflows.findById(id, scope);
    if (!current) throw workflowNotFound();
    const changes: Partial<WorkflowFields> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.nodes !== undefined) changes.nodes = input.nodes;
    if (input.connections !== undefined) changes.connections = input.connections;
    if (input.settings !== undefined) changes.settings = input.settings;
    if (input.staticData !== undefined) changes.staticData = input.staticData;
    if (input.pinData !== undefined) changes.pinData = input.pinData;
    if (input.meta !== undefined) changes.meta = input.meta;
    if (input.tags !== undefined) changes.tags = input.tags;
    if (input.active !== undefined) changes.active = input.active;

    const next = { ...current, ...changes, tags: current.tags };
    const wasRunning = this.active.isActive(id);
    const activate = next.active && (input.active === true || (wasRunning && this.changesWhatRuns(input)));
    // Activation is checked (and registered) before anything is saved: a refusal changes nothing.
    if (activate) await this.active.activate(toRunnableWorkflow(next));
    let updated: StoredWorkflow | undefined;
    try {
      updated = await this.workflows.update(id, changes, author, input.versionId);
    } catch (error) {
      if (activate) await this.restoreActivation(current, wasRunning);
      throw error;
    }
    if (!updated) throw workflowNotFound();
    if (!updated.active && wasRunning) await this.active.deactivate(id);
    if (activate || wasRunning) this.active.announceChange(id);
    return updated;
  }

  /** Removes the workflow with its executions (the database cascades) and their binary data. */
  async delete(id: string, scope: WorkflowScope = ALL_WORKFLOWS): Promise<void> {
    // Checked first: deactivating someone else's workflow would already change it.
    if (!(await this.workflows.exists(id, scope))) throw workflowNotFound();
    await this.active.deactivate(id);
    const executionIds = await this.executions.idsOfWorkflow(id);
    if (!(await this.workflows.delete(id))) throw workflowNotFound();
    this.active.announceChange(id);
    for (const executionId of executionIds) await this.binaryData.deleteByExecution(executionId).catch(() => undefined);
  }

  private changesWhatRuns(input: UpdateInput): boolean {
    return input.nodes !== undefined || input.connections !== undefined || input.settings !== undefined
      || input.staticData !== undefined || input.name !== undefined;
  }

  /** The save failed after the new version was activated: put back what ran before. */
  private async restoreActivation(previous: StoredWorkflow, wasRunning: boolean): Promise<void> {
    await this.active.deactivate(previous.id);
    if (wasRunning) await this.active.activate(toRunnableWorkflow(previous)).catch(() => undefined);
  }
}
