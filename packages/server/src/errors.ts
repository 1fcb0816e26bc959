/**
 * Errors a user can meet. They carry the HTTP status the API answers with, a message saying what went
 * wrong and, when useful, a hint saying what to do. Anything else that is thrown becomes a 500.
 */
export class UserFacingError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends UserFacingError {
  constructor(message: string, hint?: string) {
    super(400, message, hint);
  }
}

export class NotFoundError extends UserFacingError {
  constructor(message: string, hint?: string) {
    super(404, message, hint);
  }
}
