import { z } from 'zod';
import { credentialName } from '../credentials.api.js';
import { idParams } from './common.js';
import { definePublicRoute } from './public-route.js';

/** A credential as the public API answers it: never its data. */
export const publicCredentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
}).meta({ id: 'Credential' });
export type PublicCredential = z.infer<typeof publicCredentialSchema>;

/** The JSON schema a credential type's `data` must match (GET /credentials/schema/:credentialTypeName). */
export const publicCredentialDataSchema = z.object({
  additionalProperties: z.literal(false),
  type: z.literal('object'),
  properties: z.record(z.string(), z.record(z.string(), z.unknown())),
  required: z.array(z.string()),
  allOf: z.array(z.record(z.string(), z.unknown())).optional()
    .meta({ description: 'One if/then/else per condition under which fields are shown: the required ones among them are required when it holds.' }),
}).meta({ id: 'CredentialDataSchema' });
export type PublicCredentialDataSchema = z.infer<typeof publicCredentialDataSchema>;

export const publicCreateCredential = definePublicRoute({
  method: 'POST', path: '/credentials', operationId: 'createCredential', tag: 'Credential',
  summary: 'Create a credential',
  description: 'The key\'s owner owns the new credential. `data` must match the schema GET /credentials/schema/{credentialTypeName} '
    + 'answers for the type; the answer never carries it.',
  body: z.object({
    name: credentialName,
    type: z.string().min(1).meta({ description: 'The name of a credential type, such as `httpHeaderAuth`.' }),
    data: z.record(z.string(), z.unknown()).meta({ description: 'The fields of the credential.' }),
  }),
  response: publicCredentialSchema, errors: [400],
});

export const publicDeleteCredential = definePublicRoute({
  method: 'DELETE', path: '/credentials/:id', operationId: 'deleteCredential', tag: 'Credential',
  summary: 'Delete a credential',
  description: 'Answers the deleted credential. A member\'s key deletes only the member\'s own credentials.',
  params: idParams, response: publicCredentialSchema, errors: [404],
});

export const publicGetCredentialType = definePublicRoute({
  method: 'GET', path: '/credentials/schema/:credentialTypeName', operationId: 'getCredentialType', tag: 'Credential',
  summary: 'Get the schema of a credential type\'s data',
  params: z.object({ credentialTypeName: z.string().min(1) }),
  response: publicCredentialDataSchema, errors: [404],
});

export const publicTransferCredential = definePublicRoute({
  method: 'PUT', path: '/credentials/:id/transfer', operationId: 'transferCredential', tag: 'Credential',
  summary: 'Transfer a credential to another user',
  description: 'Weft has no projects: `destinationProjectId` is the id of the user whose personal project gets the credential, '
    + 'who then owns it. The owner\'s key moves any credential. As in n8n, a member may move a credential only into a project '
    + 'they may create credentials in, their own, so a member\'s key is answered 404 for another user and 400 for themselves.',
  params: idParams,
  body: z.object({ destinationProjectId: z.string().min(1).meta({ description: 'The id of the user to own the credential.' }) }),
  status: 204, errors: [400, 404],
});

export const PUBLIC_CREDENTIAL_ROUTES = [publicCreateCredential, publicDeleteCredential, publicGetCredentialType, publicTransferCredential];
