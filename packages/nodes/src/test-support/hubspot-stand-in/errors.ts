import { randomUUID } from 'node:crypto';

/* HubSpot's error answers: `{ status: 'error', message, correlationId, category }`, validation results beside. */

export class HubspotApiError extends Error {
  constructor(readonly status: number, message: string, readonly category: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { status: 'error', message: this.message, correlationId: randomUUID(), category: this.category, ...this.extra };
  }
}

export const notFound = (what = 'resource') => new HubspotApiError(404, `${what} not found`, 'OBJECT_NOT_FOUND');

export const invalid = (message: string, extra: Record<string, unknown> = {}) => new HubspotApiError(400, message, 'VALIDATION_ERROR', extra);

/** The legacy APIs' answer to values for properties that do not exist. */
export function unknownPropertiesError(names: string[]): HubspotApiError {
  return invalid('Property values were not valid', {
    validationResults: names.map((name) => ({ isValid: false, message: `Property "${name}" does not exist`, error: 'PROPERTY_DOESNT_EXIST', name })),
  });
}
