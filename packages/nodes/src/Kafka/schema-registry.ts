import { SchemaRegistry } from '@kafkajs/confluent-schema-registry';
import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/**
 * A Confluent Schema Registry client for the URL the node gives (as n8n, without credentials): it
 * encodes with a subject's latest schema and decodes the registry's wire format (magic byte, schema id).
 */
export function schemaRegistryAt(node: INode, url: string): SchemaRegistry {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new NodeOperationError(node, 'Schema Registry URL is not a valid URL', { description: `Give the registry's address, e.g. http://registry:8081 (got "${url}")` });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new NodeOperationError(node, 'Schema Registry URL must start with http:// or https://');
  }
  // One retry: a registry that is down should fail the node in seconds, not after a long back-off.
  return new SchemaRegistry({ host: parsed.href.replace(/\/$/, ''), retry: { retries: 1 } });
}

/** The registry's own reason (404 "Subject not found", a refused connection ...), in one line. */
export function registryReason(error: unknown): string {
  const { message = String(error) } = error as { message?: string };
  return message.split('\n')[0]!.slice(0, 300);
}
