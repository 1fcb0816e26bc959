import { z } from 'zod';
import { TAG_NAME_MAX_LENGTH } from '../tags.api.js';
import { idParams, pageOf, pageQuery } from './common.js';
import { definePublicRoute } from './public-route.js';

export const publicTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
}).meta({ id: 'Tag' });
export type PublicTag = z.infer<typeof publicTagSchema>;

const tagBody = z.object({ name: z.string().max(TAG_NAME_MAX_LENGTH) });

export const publicListTags = definePublicRoute({
  method: 'GET', path: '/tags', operationId: 'getTags', tag: 'Tags',
  summary: 'List tags', query: pageQuery, response: pageOf(publicTagSchema).meta({ id: 'TagList' }), errors: [400],
});

export const publicCreateTag = definePublicRoute({
  method: 'POST', path: '/tags', operationId: 'createTag', tag: 'Tags',
  summary: 'Create a tag', description: 'Names are unique: a name already taken is answered 409.',
  body: tagBody, response: publicTagSchema, status: 201, errors: [400, 409],
});

export const publicGetTag = definePublicRoute({
  method: 'GET', path: '/tags/:id', operationId: 'getTag', tag: 'Tags',
  summary: 'Get a tag', params: idParams, response: publicTagSchema, errors: [404],
});

export const publicUpdateTag = definePublicRoute({
  method: 'PUT', path: '/tags/:id', operationId: 'updateTag', tag: 'Tags',
  summary: 'Rename a tag', params: idParams, body: tagBody, response: publicTagSchema, errors: [400, 404, 409],
});

export const publicDeleteTag = definePublicRoute({
  method: 'DELETE', path: '/tags/:id', operationId: 'deleteTag', tag: 'Tags',
  summary: 'Delete a tag', description: 'Removes the tag from every workflow that carries it and answers the deleted tag.',
  params: idParams, response: publicTagSchema, errors: [403, 404],
});

export const PUBLIC_TAG_ROUTES = [publicListTags, publicCreateTag, publicGetTag, publicUpdateTag, publicDeleteTag];
