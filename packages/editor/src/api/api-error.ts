export type ApiErrorKind = 'network' | 'http' | 'invalid-answer';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The `code` of the server's error answer (usually the HTTP status). */
  code?: number;
  /** The HTTP status of the answer; absent when no answer arrived. */
  httpStatus?: number;
  /** What the user can do about it, when the server said. */
  hint?: string;
}

/** Every failure of a REST call, in one shape the UI can show: message, code, status and hint. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly httpStatus?: number;
  readonly hint?: string;

  constructor(message: string, details: ApiErrorDetails, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.kind = details.kind;
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.hint = details.hint;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an answer with the given HTTP status (e.g. 401 for signed out, 404 for not found). */
export function hasHttpStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.httpStatus === status;
}
