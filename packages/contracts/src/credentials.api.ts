import { z } from 'zod';
import { defineRoute } from './route.js';
import { hasNoNulCharacter, hasNoUnpairedSurrogate, nulCharacterMessage, unpairedSurrogateMessage } from './names.js';

/**
 * Stands in for a password field's value in answers: the editor shows the field as set, and a PATCH
 * that sends it back keeps the stored value (spec/admin.md: password fields come back blanked).
 */
export const CREDENTIAL_BLANK_VALUE = '__weft_BLANK_VALUE_6d3f0c1e-2b7a-4c55-9f0e-8a1d2c3b4e5f';
/** spec/admin.md §9. */
export const CREDENTIAL_NAME_MAX_LENGTH = 64;

/** A credential type in n8n's shape (ICredentialType as JSON: functions left out). */
export const credentialTypeSchema = z.looseObject({
  name: z.string(),
  displayName: z.string(),
  description: z.string().optional(),
  icon: z.string().optional(),
  extends: z.array(z.string()).optional(),
  properties: z.array(z.looseObject({ name: z.string(), displayName: z.string(), type: z.string() })),
  documentationUrl: z.string().optional(),
  /** Whether POST /credentials/test can check it (its own test request, or a node's test). */
  testable: z.boolean().optional(),
  genericAuth: z.boolean().optional(),
});
export type CredentialTypeDescription = z.infer<typeof credentialTypeSchema>;

export const nodeAccessSchema = z.object({ nodeType: z.string().min(1), date: z.string().optional() });
export type NodeAccess = z.infer<typeof nodeAccessSchema>;

export const credentialName = z.string().trim().min(1, { error: 'Enter a name for the credential' })
  .max(CREDENTIAL_NAME_MAX_LENGTH, { error: `A credential name may have at most ${CREDENTIAL_NAME_MAX_LENGTH} characters` })
  .refine(hasNoNulCharacter, nulCharacterMessage('A credential name'))
  .refine(hasNoUnpairedSurrogate, unpairedSurrogateMessage('A credential name'));

export const credentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  nodesAccess: z.array(nodeAccessSchema),
  /** Only with includeData, only for the credential's owner; password fields are CREDENTIAL_BLANK_VALUE. */
  data: z.record(z.string(), z.unknown()).optional(),
  ownedBy: z.object({ id: z.string(), email: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;

const credentialBody = z.object({
  name: credentialName,
  type: z.string().min(1),
  /** Left out: on create, every node type that can use the type; on update, unchanged. */
  nodesAccess: z.array(nodeAccessSchema).optional(),
  /** Left out: on create, no fields; on update, unchanged. Unknown fields are dropped. */
  data: z.record(z.string(), z.unknown()).optional(),
});

export const listCredentialTypes = defineRoute({ method: 'GET', path: '/credential-types', response: z.array(credentialTypeSchema) });
/** A free name for a new credential: `name` (or '{type display name} account') with a number when taken. */
export const newCredentialName = defineRoute({
  method: 'GET', path: '/credentials/new',
  query: z.object({ name: z.string().optional() }),
  response: z.object({ name: z.string() }),
});
export const listCredentials = defineRoute({
  method: 'GET', path: '/credentials',
  query: z.object({ type: z.string().optional() }),
  response: z.array(credentialSchema),
});
export const getCredential = defineRoute({
  method: 'GET', path: '/credentials/:id',
  params: z.object({ id: z.string().min(1) }),
  query: z.object({ includeData: z.enum(['true', 'false']).optional() }),
  response: credentialSchema,
});
export const createCredential = defineRoute({ method: 'POST', path: '/credentials', body: credentialBody, response: credentialSchema });
export const updateCredential = defineRoute({
  method: 'PATCH', path: '/credentials/:id',
  params: z.object({ id: z.string().min(1) }),
  body: credentialBody,
  response: credentialSchema,
});
export const deleteCredential = defineRoute({
  method: 'DELETE', path: '/credentials/:id',
  params: z.object({ id: z.string().min(1) }),
  response: z.object({ success: z.literal(true) }),
});
/** Checks a credential against its service; `id` lets blanked password fields be filled from the stored one. */
export const testCredential = defineRoute({
  method: 'POST', path: '/credentials/test',
  body: z.object({ credentials: credentialBody.extend({ id: z.string().optional() }) }),
  response: z.object({ status: z.enum(['OK', 'Error']), message: z.string() }),
});
/** Translated labels of a credential type for the editor's locale; English needs none (an empty object). */
export const getCredentialTranslation = defineRoute({
  method: 'GET', path: '/credential-translation',
  query: z.object({ credentialType: z.string().min(1) }),
  response: z.record(z.string(), z.unknown()),
});
/** The URL to open in the OAuth popup; the callback stores the token and answers a page that tells the editor. */
export const oauth2AuthUrl = defineRoute({
  method: 'GET', path: '/oauth2-credential/auth',
  query: z.object({ id: z.string().min(1) }),
  response: z.string(),
});
export const oauth1AuthUrl = defineRoute({
  method: 'GET', path: '/oauth1-credential/auth',
  query: z.object({ id: z.string().min(1) }),
  response: z.string(),
});
