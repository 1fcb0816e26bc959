/** A key or value custom data cannot hold; the node's message says which. */
export class InvalidCustomDataError extends Error {
  constructor(message: string, readonly description: string) {
    super(message);
    this.name = 'InvalidCustomDataError';
  }
}
