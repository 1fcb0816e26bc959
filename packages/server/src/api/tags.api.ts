import type { FastifyInstance } from 'fastify';
import { createTag, deleteTag, listTags, updateTag } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { requireOwner } from '../services/auth/request-user.js';
import { registerRoute } from './register-route.js';

/** Every signed-in user lists, creates and renames tags; only the owner deletes them (spec/admin.md §6). */
export function tagsApi(app: FastifyInstance, services: AppServices): void {
  const { tags } = services;

  registerRoute(app, listTags, ({ query }) => tags.list(query.withUsageCount === 'true'));

  registerRoute(app, createTag, ({ body }) => tags.create(body.name));

  registerRoute(app, updateTag, ({ params, body }) => tags.rename(params.id, body.name));

  registerRoute(app, deleteTag, async ({ params, request }) => {
    requireOwner(request);
    await tags.delete(params.id);
    return true as const;
  });
}
