import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createCredential, deleteCredential, getCredential, getCredentialTranslation, listCredentials, listCredentialTypes,
  newCredentialName, testCredential, updateCredential,
} from '@weft/contracts';
import { NotFoundError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { signedInUser } from '../services/auth/request-user.js';
import { CredentialManagement } from '../services/credentials/credential-management.service.js';
import { credentialIconFile } from '../services/credentials/credential-icon.js';
import { registerRoute } from './register-route.js';

const iconParams = z.object({ name: z.string().min(1) });

/**
 * Credentials (spec/admin.md §7): every signed-in user lists and manages their own, the owner sees
 * everyone's (without their data). The OAuth routes are in their own files.
 */
export function credentialsApi(app: FastifyInstance, services: AppServices): void {
  const credentials = new CredentialManagement(
    services.credentials, services.repositories.credentials, services.credentialTypes, services.repositories.users,
  );

  registerRoute(app, listCredentialTypes, () => credentials.listTypes());

  registerRoute(app, newCredentialName, async ({ query, request }) => ({
    name: await credentials.newName(signedInUser(request), query.name),
  }));

  registerRoute(app, listCredentials, ({ query, request }) => credentials.list(signedInUser(request), query.type));

  registerRoute(app, getCredential, ({ params, query, request }) =>
    credentials.get(signedInUser(request), params.id, query.includeData === 'true'));

  registerRoute(app, createCredential, ({ body, request }) => credentials.create(signedInUser(request), body));

  registerRoute(app, updateCredential, ({ params, body, request }) => credentials.update(signedInUser(request), params.id, body));

  registerRoute(app, deleteCredential, async ({ params, request }) => {
    await credentials.delete(signedInUser(request), params.id);
    return { success: true as const };
  });

  registerRoute(app, testCredential, ({ body, request }) => credentials.test(signedInUser(request), body.credentials));

  // English is the only locale: its labels are the types' own.
  registerRoute(app, getCredentialTranslation, async () => ({}));

  // The icon file itself, not a JSON answer: the editor uses the URL as an image source.
  app.get('/credential-icon/:name', { schema: { params: iconParams } }, async (request, reply) => {
    const { name } = request.params as z.output<typeof iconParams>;
    const icon = credentialIconFile(await services.credentialTypes.get(name));
    if (!icon) throw new NotFoundError(`There is no icon for the credential type "${name}"`);
    let content: Buffer;
    try {
      content = await readFile(icon.path);
    } catch {
      throw new NotFoundError(`There is no icon for the credential type "${name}"`);
    }
    return reply.type(icon.mimeType).header('cache-control', 'public, max-age=86400').send(content);
  });
}
