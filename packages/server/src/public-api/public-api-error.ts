import { UserFacingError } from '../errors.js';

/** An error answered in the public API's `{ message }` shape with n8n's wording (401s, 403s, 404s). */
export class PublicApiError extends UserFacingError {}

export const notFound = (): PublicApiError => new PublicApiError(404, 'Not Found');
export const forbidden = (): PublicApiError => new PublicApiError(403, 'Forbidden');
