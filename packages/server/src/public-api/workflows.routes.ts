import type { FastifyInstance } from 'fastify';
import {
  publicActivateWorkflow, publicCreateWorkflow, publicDeactivateWorkflow, publicDeleteWorkflow, publicGetWorkflow,
  publicGetWorkflowTags, publicListWorkflows, publicTransferWorkflow, publicUpdateWorkflow, publicUpdateWorkflowTags,
} from '@weft/contracts';
import type { StoredUser } from '../db/users.repository.js';
import type { StoredWorkflow, WorkflowListFilter } from '../db/workflows.repository.js';
import type { AppServices } from '../services/app-services.js';
import { workflowScopeOf, type WorkflowScope } from '../services/auth/workflow-scope.js';
import { authorName } from '../services/users.service.js';
import { encodeCursor, readPage } from './cursor.js';
import { notFound, PublicApiError } from './public-api-error.js';
import { publicTagsOf, tagsById, toPublicWorkflow } from './public-workflow.js';
import { registerPublicRoute } from './register-public-route.js';
import { transferWorkflow } from './workflow-transfer.js';

/**
 * The workflows a list may show: the key's scope, narrowed to one owner by `projectId` (a user id, the
 * name of that user's personal project); undefined when the two exclude each other.
 */
function listScope(user: StoredUser, projectId: string | undefined): WorkflowScope | undefined {
  const scope = workflowScopeOf(user);
  if (projectId === undefined) return scope;
  if (scope.ownerId !== undefined && scope.ownerId !== projectId) return undefined;
  return { ownerId: projectId };
}

function tagNames(tags: string | undefined): string[] {
  return (tags ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * n8n's workflow routes. A member's key sees and changes only the member's workflows, the owner's key all
 * of them; another user's workflow is answered 404, as if it did not exist. Saving and activating go
 * through the same service calls as the REST API, so the same checks apply.
 */
export function publicWorkflowRoutes(app: FastifyInstance, services: AppServices): void {
  const { workflows } = services;
  const { workflows: stored, tags, users } = services.repositories;

  async function findInScope(id: string, user: StoredUser): Promise<StoredWorkflow> {
    const workflow = await stored.findById(id, workflowScopeOf(user));
    if (!workflow) throw notFound();
    return workflow;
  }

  async function answer(workflow: StoredWorkflow, excludePinnedData = false) {
    return toPublicWorkflow(workflow, await tagsById(tags), { excludePinnedData });
  }

  registerPublicRoute(app, publicListWorkflows, async ({ query, user }) => {
    const page = readPage(query);
    const scope = listScope(user, query.projectId);
    const tagIds: string[] = [];
    for (const name of tagNames(query.tags)) {
      const tag = await tags.findByName(name);
      // A tag that does not exist is carried by no workflow.
      if (!tag) return { data: [], nextCursor: null };
      tagIds.push(tag.id);
    }
    if (!scope) return { data: [], nextCursor: null };
    const filter: WorkflowListFilter = {
      ...(query.name?.trim() ? { name: query.name.trim() } : {}),
      ...(query.active !== undefined ? { active: query.active } : {}),
      tags: tagIds,
    };
    // One more than the page holds says whether another page follows.
    const found = await stored.page(filter, scope, { afterId: page.lastId, limit: page.limit + 1 });
    const data = found.slice(0, page.limit);
    const last = data.at(-1);
    const allTags = await tagsById(tags);
    return {
      data: data.map((workflow) => toPublicWorkflow(workflow, allTags, { excludePinnedData: query.excludePinnedData ?? false })),
      nextCursor: found.length > page.limit && last ? encodeCursor({ limit: page.limit, lastId: last.id }) : null,
    };
  });

  registerPublicRoute(app, publicGetWorkflow, async ({ params, query, user }) =>
    answer(await findInScope(params.id, user), query.excludePinnedData));

  registerPublicRoute(app, publicCreateWorkflow, async ({ body, user }) => {
    const { name, nodes, connections, settings, staticData } = body;
    return answer(await workflows.create({ name, nodes, connections, settings, staticData }, authorName(user), user.id));
  });

  registerPublicRoute(app, publicUpdateWorkflow, async ({ params, body, user }) => {
    await findInScope(params.id, user);
    const { name, nodes, connections, settings, staticData } = body;
    const changes = { name, nodes, connections, settings, ...(staticData !== undefined ? { staticData } : {}) };
    return answer(await workflows.update(params.id, changes, authorName(user), workflowScopeOf(user)));
  });

  registerPublicRoute(app, publicDeleteWorkflow, async ({ params, user }) => {
    const workflow = await findInScope(params.id, user);
    const answered = await answer(workflow);
    await workflows.delete(params.id, workflowScopeOf(user));
    return answered;
  });

  registerPublicRoute(app, publicActivateWorkflow, async ({ params, user }) => {
    await findInScope(params.id, user);
    return answer(await workflows.update(params.id, { active: true }, authorName(user), workflowScopeOf(user)));
  });

  registerPublicRoute(app, publicDeactivateWorkflow, async ({ params, user }) => {
    await findInScope(params.id, user);
    return answer(await workflows.update(params.id, { active: false }, authorName(user), workflowScopeOf(user)));
  });

  registerPublicRoute(app, publicTransferWorkflow, async ({ params, body, user }) => {
    await transferWorkflow({ workflows: stored, users }, user, params.id, body.destinationProjectId);
    return undefined;
  });

  registerPublicRoute(app, publicGetWorkflowTags, async ({ params, user }) =>
    publicTagsOf(await findInScope(params.id, user), await tagsById(tags)));

  registerPublicRoute(app, publicUpdateWorkflowTags, async ({ params, body, user }) => {
    await findInScope(params.id, user);
    const known = await tagsById(tags);
    const ids = body.map((tag) => tag.id);
    if (ids.some((id) => !known.has(id))) throw new PublicApiError(404, 'Some tags not found');
    const updated = await workflows.update(params.id, { tags: ids }, authorName(user), workflowScopeOf(user));
    return publicTagsOf(updated, await tagsById(tags));
  });
}
