import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  address?: string;
  port?: number;
}

/** What went wrong reaching the server, in words, with where it was tried: n8n's wording for the network failures. */
function connectionFailure(error: PgError): { message: string; description: string } | undefined {
  const where = error.address ? `${error.address}${error.port ? `:${error.port}` : ''}` : undefined;
  if (error.code === 'ECONNREFUSED') return { message: 'Connection refused', description: `Nothing accepts connections at ${where ?? 'the host and port of the credential'}: check that the server runs and the credential's host and port.` };
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return { message: 'Host not found', description: `The host name of the credential does not resolve${(error as { hostname?: string }).hostname ? ` (${(error as { hostname?: string }).hostname})` : ''}.` };
  if (error.code === 'ETIMEDOUT' || /timeout expired|Connection terminated due to connection timeout/i.test(error.message)) {
    return { message: 'Connection timed out', description: 'The server did not answer in time: check the host, the port and any firewall between.' };
  }
  if (error.code === '28P01' || error.code === '28000') {
    return { message: error.message, description: 'The server refused the credential: check its user, password and database.' };
  }
  if (/does not support SSL/i.test(error.message)) {
    return { message: error.message, description: 'The credential asks for SSL: set its SSL to Disable, or turn SSL on in the server.' };
  }
  if (error.code === '3D000') return { message: error.message, description: 'Check the database name of the credential.' };
  return undefined;
}

/** The message a connection test shows for a failure. */
export function connectionTestMessage(error: unknown): string {
  const failure = error as PgError;
  const known = connectionFailure(failure);
  return known ? `${known.message}: ${known.description}` : failure.message || String(error);
}

/**
 * A database error as a node error: the server's message, its detail or hint (else the failed query)
 * as the description, and the item it belongs to.
 */
export function postgresNodeError(node: INode, error: unknown, options: { query?: string; itemIndex?: number } = {}): NodeOperationError {
  if (error instanceof NodeOperationError) return error;
  const failure = error instanceof Error ? (error as PgError) : new Error(String(error)) as PgError;
  const known = connectionFailure(failure);
  const description = known?.description ?? failure.detail ?? failure.hint ?? (options.query ? `Failed query: ${options.query}` : undefined);
  return new NodeOperationError(node, failure, {
    message: known?.message ?? failure.message,
    ...(description ? { description } : {}),
    ...(options.itemIndex !== undefined ? { itemIndex: options.itemIndex } : {}),
  });
}
