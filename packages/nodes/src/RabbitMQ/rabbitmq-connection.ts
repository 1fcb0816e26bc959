import { connect, credentials as saslMechanisms } from 'amqplib';
import type { Channel, ChannelModel, Options } from 'amqplib';
import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';
import { restorePemLineBreaks } from '../shared/pem-text.js';

/** n8n's `rabbitmq` credential. */
export interface RabbitMqCredentials {
  hostname: string; port: number; username?: string; password?: string; vhost?: string;
  ssl?: boolean; passwordless?: boolean; ca?: string; cert?: string; key?: string; passphrase?: string;
}

const filled = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

function pem(text: string | undefined): Buffer | undefined {
  const value = restorePemLineBreaks(filled(text));
  return value === undefined ? undefined : Buffer.from(value);
}

/** The reason a connection failed, in words that say which field of the credential to look at. */
export function rabbitMqFailure(error: unknown, credentials: RabbitMqCredentials): string {
  const { message = String(error), code } = error as { message?: string; code?: string };
  const where = `${credentials.hostname}:${credentials.port}`;
  if (code === 'ECONNREFUSED' || message.includes('ECONNREFUSED')) return `Could not connect to RabbitMQ at ${where}: the connection was refused. Check the hostname and port of the credential.`;
  if (code === 'ENOTFOUND' || message.includes('ENOTFOUND')) return `Could not connect to RabbitMQ: the host "${credentials.hostname}" was not found.`;
  if (code === 'ETIMEDOUT' || message.includes('ETIMEDOUT')) return `Could not connect to RabbitMQ at ${where}: it did not answer in time.`;
  if (message.includes('ACCESS_REFUSED') || message.includes('ACCESS-REFUSED')) return `RabbitMQ refused the credential's user or password: ${message}`;
  if (message.includes('NOT_ALLOWED') && message.includes('vhost')) return `RabbitMQ refused the credential's vhost "${credentials.vhost ?? '/'}": ${message}`;
  return `RabbitMQ at ${where} failed: ${message}`;
}

/** A connection of its own, open before it is returned, so a wrong address or login fails here, named. */
export async function openRabbitMq(credentials: RabbitMqCredentials): Promise<ChannelModel> {
  const address: Options.Connect = {
    protocol: credentials.ssl ? 'amqps' : 'amqp',
    hostname: filled(credentials.hostname), port: Number(credentials.port) || undefined,
    username: filled(credentials.username), password: filled(credentials.password), vhost: filled(credentials.vhost),
  };
  const socket: Record<string, unknown> = { timeout: 10_000 };
  if (credentials.ssl) {
    const ca = pem(credentials.ca);
    if (ca) socket.ca = [ca];
    if (credentials.passwordless) {
      socket.cert = pem(credentials.cert);
      socket.key = pem(credentials.key);
      socket.passphrase = filled(credentials.passphrase);
      socket.credentials = saslMechanisms.external();
    }
  }
  try {
    const connection = await connect(address, socket);
    // Without a listener a broker-closed connection would throw out of the process.
    connection.on('error', () => undefined);
    return connection;
  } catch (error) {
    throw new Error(rabbitMqFailure(error, credentials));
  }
}

/** Closes the channel and its connection, at once when the broker no longer answers. */
export async function closeRabbitMq(connection: ChannelModel, channel?: Channel): Promise<void> {
  try {
    await channel?.close();
  } catch {
    // Already closed by the broker (a failed declaration closes the channel).
  }
  try {
    await connection.close();
  } catch {
    // Already closed.
  }
}

/** The credential dialog's Test: connect, open a channel, close. */
export async function rabbitmqConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  const credentials = credential.data as unknown as RabbitMqCredentials;
  try {
    const connection = await openRabbitMq(credentials);
    await closeRabbitMq(connection, await connection.createChannel());
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
