import { Kafka, logLevel } from 'kafkajs';
import type { KafkaConfig, LogEntry, SASLOptions } from 'kafkajs';
import type { ICredentialsDecrypted, INodeCredentialTestResult, Logger } from '@weft/workflow';

/** n8n's `kafka` credential. */
export interface KafkaCredentials {
  clientId?: string; brokers?: string; ssl?: boolean;
  authentication?: boolean; username?: string; password?: string;
  saslMechanism?: 'plain' | 'scram-sha-256' | 'scram-sha-512';
}

export const brokerList = (credentials: KafkaCredentials): string[] =>
  (credentials.brokers ?? '').split(',').map((broker) => broker.trim()).filter(Boolean);

/** kafkajs logs through the node's logger: its own console output would bypass the server's log settings. */
function logCreator(logger: Logger | undefined) {
  return () => ({ level, log }: LogEntry) => {
    if (!logger) return;
    const { message, ...meta } = log;
    if (level === logLevel.ERROR) logger.error(`kafkajs: ${message}`, meta);
    else if (level === logLevel.WARN) logger.warn(`kafkajs: ${message}`, meta);
    else logger.debug(`kafkajs: ${message}`, meta);
  };
}

/** The client the credential describes; a credential that cannot work fails here, saying which field to fill. */
export function kafkaClient(credentials: KafkaCredentials, logger?: Logger, overrides: Partial<KafkaConfig> = {}): Kafka {
  const brokers = brokerList(credentials);
  if (brokers.length === 0) throw new Error('The Kafka credential has no brokers: give at least one host:port in Brokers');
  const config: KafkaConfig = {
    clientId: credentials.clientId || undefined, brokers, ssl: credentials.ssl === true,
    logLevel: logLevel.WARN, logCreator: logCreator(logger), ...overrides,
  };
  if (credentials.authentication) {
    if (!credentials.username || !credentials.password) {
      throw new Error('The Kafka credential has Authentication on: give its Username and Password');
    }
    config.sasl = { mechanism: credentials.saslMechanism ?? 'plain', username: credentials.username, password: credentials.password } as SASLOptions;
  }
  return new Kafka(config);
}

/** Why talking to the brokers failed, in words that say which part of the credential to look at. */
export function kafkaFailure(error: unknown, credentials: KafkaCredentials): string {
  const { message = String(error), name = '' } = error as { message?: string; name?: string };
  const where = brokerList(credentials).join(', ');
  if (/ECONNREFUSED/.test(message)) {
    return `Could not connect to Kafka at ${where}: the connection was refused. Check the Brokers of the credential and that the broker is running.`;
  }
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return `Could not connect to Kafka at ${where}: the host was not found. Check the Brokers of the credential.`;
  if (credentials.authentication && (name === 'KafkaJSServerDoesNotSupportApiKey' || /does not support the requested API version/.test(message))) {
    return `The Kafka broker at ${where} does not offer SASL authentication: turn Authentication off in the credential, or give the brokers' SASL listener.`;
  }
  if (name === 'KafkaJSSASLAuthenticationError' || /SASL .*authentication failed/i.test(message)) {
    return `Kafka at ${where} refused the credential's username or password (${credentials.saslMechanism ?? 'plain'}): ${message}`;
  }
  if (credentials.ssl && /ECONNRESET|TLS|SSL|socket disconnected|wrong version number|Connection timeout/i.test(message)) {
    return `Could not connect to Kafka at ${where} over TLS: ${message}. The credential has SSL on: check that the brokers' listener uses TLS, or turn SSL off.`;
  }
  if (/Connection timeout|ETIMEDOUT/.test(message)) return `Could not connect to Kafka at ${where}: the broker did not answer in time. Check the Brokers of the credential.`;
  return `Kafka at ${where} failed: ${message}`;
}

/** The credential dialog's Test: connect, then ask the cluster for its brokers and topics. */
export async function kafkaConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  const credentials = credential.data as unknown as KafkaCredentials;
  let admin;
  try {
    // Fewer retries than a run: the person in the dialog waits for the answer.
    admin = kafkaClient(credentials, undefined, { retry: { retries: 1 } }).admin();
    await admin.connect();
    const [cluster, topics] = await Promise.all([admin.describeCluster(), admin.listTopics()]);
    return { status: 'OK', message: `Connection successful: ${cluster.brokers.length} broker(s), ${topics.length} topic(s)` };
  } catch (error) {
    return { status: 'Error', message: admin ? kafkaFailure(error, credentials) : (error as Error).message };
  } finally {
    await admin?.disconnect().catch(() => undefined);
  }
}
