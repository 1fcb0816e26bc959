import { CREDENTIAL_BLANK_VALUE } from '@weft/contracts';
import type { IDataObject, INodeProperties } from '@weft/workflow';
import { BadRequestError } from '../../errors.js';

/** Where an OAuth credential keeps the tokens its service gave: set by the server only, never by a client. */
export const OAUTH_TOKEN_DATA = 'oauthTokenData';

const isExpression = (value: unknown) => typeof value === 'string' && value.startsWith('=');
const isPlainObject = (value: unknown): value is IDataObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function label(property: INodeProperties): string {
  return property.displayName && property.displayName !== property.name ? `"${property.displayName}" (${property.name})` : `"${property.name}"`;
}

function optionValues(property: INodeProperties): unknown[] | undefined {
  const options = property.options as Array<{ value?: unknown }> | undefined;
  if (!Array.isArray(options) || options.length === 0 || property.typeOptions?.loadOptionsMethod) return undefined;
  return options.map((option) => option.value);
}

/** What is wrong with a value for this property, or undefined when it fits. */
function problemWith(property: INodeProperties, value: unknown): string | undefined {
  // Any field may hold an expression; it is resolved where the credential is used.
  if (isExpression(value)) return undefined;
  switch (property.type) {
    case 'string': case 'color': case 'dateTime': case 'credentialsSelect':
      return typeof value === 'string' ? undefined : 'must be text';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'json':
      return typeof value === 'string' || typeof value === 'object' ? undefined : 'must be JSON text or an object';
    case 'options': {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return 'must be one of its options';
      const allowed = optionValues(property);
      return !allowed || allowed.includes(value) ? undefined : `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    case 'multiOptions': {
      if (!Array.isArray(value)) return 'must be a list of its options';
      const allowed = optionValues(property);
      const wrong = allowed ? value.find((entry) => !allowed.includes(entry)) : undefined;
      return wrong === undefined ? undefined : `has ${JSON.stringify(wrong)}, which is not one of its options`;
    }
    case 'collection': case 'fixedCollection':
      return isPlainObject(value) ? undefined : 'must be an object';
    default:
      return undefined;
  }
}

/**
 * The data to store for a credential of a type with these properties: fields the type does not have
 * are dropped (so is `oauthTokenData`: only the OAuth callback sets it), empty ones (null) too, and a
 * value of the wrong kind is refused with a 400 naming the field. Notices hold no value.
 */
export function cleanCredentialData(properties: INodeProperties[], data: IDataObject): IDataObject {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const clean: IDataObject = {};
  for (const [key, value] of Object.entries(data)) {
    const property = byName.get(key);
    if (!property || property.type === 'notice' || value === null || value === undefined) continue;
    if (value === CREDENTIAL_BLANK_VALUE) {
      clean[key] = value;
      continue;
    }
    const problem = problemWith(property, value);
    if (problem) throw new BadRequestError(`The credential field ${label(property)} ${problem}`, 'Correct the field and save again.');
    clean[key] = value;
  }
  return clean;
}

/**
 * Fills fields sent back blanked (CREDENTIAL_BLANK_VALUE) from the stored data: the editor never had
 * their values. A blanked field with nothing stored is left out.
 */
export function fillBlankedFields(data: IDataObject, stored: IDataObject): IDataObject {
  const filled: IDataObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== CREDENTIAL_BLANK_VALUE) filled[key] = value;
    else if (stored[key] !== undefined) filled[key] = stored[key];
  }
  return filled;
}

/** Whether two stored forms differ in any field but the OAuth tokens. */
export function fieldsChanged(before: IDataObject, after: IDataObject): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete(OAUTH_TOKEN_DATA);
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return true;
  }
  return false;
}

/**
 * The data as its owner's editor sees it: password fields that hold a value, and the OAuth tokens,
 * are CREDENTIAL_BLANK_VALUE (an empty password stays empty, so the editor can tell it is unset).
 */
export function blankSecrets(properties: INodeProperties[], data: IDataObject): IDataObject {
  const passwords = new Set(properties.filter((property) => property.typeOptions?.password === true).map((property) => property.name));
  const answer: IDataObject = {};
  for (const [key, value] of Object.entries(data)) {
    const secret = key === OAUTH_TOKEN_DATA || (passwords.has(key) && value !== '' && value !== null && value !== undefined);
    answer[key] = secret ? CREDENTIAL_BLANK_VALUE : value;
  }
  return answer;
}
