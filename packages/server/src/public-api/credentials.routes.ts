import type { FastifyInstance } from 'fastify';
import {
  publicCreateCredential, publicDeleteCredential, publicGetCredentialType, publicTransferCredential, type PublicCredential,
} from '@weft/contracts';
import { NotFoundError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { CredentialManagement } from '../services/credentials/credential-management.service.js';
import { notFound } from './public-api-error.js';
import { registerPublicRoute } from './register-public-route.js';

export function toPublicCredential(credential: PublicCredential): PublicCredential {
  const { id, name, type, createdAt, updatedAt } = credential;
  return { id, name, type, createdAt, updatedAt };
}

/** A credential the key's owner may not reach is answered as a missing one, in n8n's words. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

/**
 * Credentials through the public API, by the REST API's rules (CredentialManagement): a member's key
 * reaches the member's own credentials, the owner's every one; no answer carries a credential's data.
 */
export function publicCredentialRoutes(app: FastifyInstance, services: AppServices): void {
  const credentials = new CredentialManagement(
    services.credentials, services.repositories.credentials, services.credentialTypes, services.repositories.users,
  );

  registerPublicRoute(app, publicCreateCredential, async ({ body, user }) =>
    toPublicCredential(await credentials.createComplete(user, body)));

  registerPublicRoute(app, publicDeleteCredential, async ({ params, user }) =>
    toPublicCredential(await orNotFound(credentials.delete(user, params.id))));

  registerPublicRoute(app, publicGetCredentialType, async ({ params }) => {
    const schema = await credentials.dataSchema(params.credentialTypeName);
    if (!schema) throw notFound();
    return schema;
  });

  registerPublicRoute(app, publicTransferCredential, async ({ params, body, user }) => {
    await credentials.transfer(user, params.id, body.destinationProjectId);
    return undefined;
  });
}
