import type { FastifyInstance } from 'fastify';
import {
  publicCreateTag, publicDeleteTag, publicGetTag, publicListTags, publicUpdateTag, type PublicTag,
} from '@weft/contracts';
import type { StoredTag } from '../db/tags.repository.js';
import type { AppServices } from '../services/app-services.js';
import { seesEverything } from '../services/auth/request-user.js';
import { pageByOffset, readPage } from './cursor.js';
import { forbidden, notFound } from './public-api-error.js';
import { registerPublicRoute } from './register-public-route.js';

export function toPublicTag(tag: StoredTag): PublicTag {
  return { id: tag.id, name: tag.name, createdAt: tag.createdAt, updatedAt: tag.updatedAt };
}

/** Tags are shared by the instance: every key reads, creates and renames them; only the owner deletes. */
export function publicTagRoutes(app: FastifyInstance, services: AppServices): void {
  const { tags } = services;
  const { tags: stored } = services.repositories;

  registerPublicRoute(app, publicListTags, async ({ query }) =>
    pageByOffset((await tags.list(false)).map(toPublicTag), readPage(query)));

  registerPublicRoute(app, publicCreateTag, async ({ body }) => toPublicTag(await tags.create(body.name)));

  registerPublicRoute(app, publicGetTag, async ({ params }) => {
    const tag = await stored.findById(params.id);
    if (!tag) throw notFound();
    return toPublicTag(tag);
  });

  registerPublicRoute(app, publicUpdateTag, async ({ params, body }) => toPublicTag(await tags.rename(params.id, body.name)));

  registerPublicRoute(app, publicDeleteTag, async ({ params, user }) => {
    if (!seesEverything(user)) throw forbidden();
    const tag = await stored.findById(params.id);
    if (!tag) throw notFound();
    await tags.delete(params.id);
    return toPublicTag(tag);
  });
}
