import type { PublicTag, PublicWorkflow } from '@weft/contracts';
import type { StoredWorkflow } from '../db/workflows.repository.js';
import type { TagsRepository } from '../db/tags.repository.js';
import { toPublicTag } from './tags.routes.js';

/** Every tag by id: workflows carry only their tags' ids and names, n8n's answers their dates too. */
export type TagsById = ReadonlyMap<string, PublicTag>;

export async function tagsById(tags: TagsRepository): Promise<TagsById> {
  return new Map((await tags.list(false)).map((tag) => [tag.id, toPublicTag(tag)]));
}

export function publicTagsOf(workflow: StoredWorkflow, tags: TagsById): PublicTag[] {
  return workflow.tags.flatMap((tag) => tags.get(tag.id) ?? []);
}

export function toPublicWorkflow(workflow: StoredWorkflow, tags: TagsById, { excludePinnedData = false } = {}): PublicWorkflow {
  return {
    id: workflow.id,
    name: workflow.name,
    active: workflow.active,
    createdAt: workflow.createdAt,
    updatedAt: workflow.updatedAt,
    nodes: workflow.nodes,
    connections: workflow.connections,
    settings: workflow.settings,
    staticData: workflow.staticData,
    ...(excludePinnedData ? {} : { pinData: workflow.pinData }),
    tags: publicTagsOf(workflow, tags),
    versionId: workflow.versionId,
  };
}
