import type { PublicRouteDefinition } from './public-route.js';
import { PUBLIC_AUDIT_ROUTES } from './audit.js';
import { PUBLIC_CREDENTIAL_ROUTES } from './credentials.js';
import { PUBLIC_EXECUTION_ROUTES } from './executions.js';
import { PUBLIC_TAG_ROUTES } from './tags.js';
import { PUBLIC_WORKFLOW_ROUTES } from './workflows.js';
import { PUBLIC_USER_ROUTES } from './users.js';

export * from './public-route.js';
export * from './common.js';
export * from './tags.js';
export * from './workflows.js';
export * from './executions.js';
export * from './credentials.js';
export * from './openapi-document.js';
export { API_KEY_HEADER_NAME, OPENAPI_ERROR_RESPONSES } from './openapi-responses.js';
export * from './users.js';
export * from './audit.js';

/** Every route of the public API v1, in the order the document lists them. */
export const PUBLIC_API_ROUTES: readonly PublicRouteDefinition[] = [
  ...PUBLIC_AUDIT_ROUTES,
  ...PUBLIC_TAG_ROUTES,
  ...PUBLIC_WORKFLOW_ROUTES,
  ...PUBLIC_USER_ROUTES,
  ...PUBLIC_EXECUTION_ROUTES,
  ...PUBLIC_CREDENTIAL_ROUTES,
];
