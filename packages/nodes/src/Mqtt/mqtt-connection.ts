import { randomBytes } from 'node:crypto';
import { connectAsync } from 'mqtt';
import type { IClientOptions, MqttClient } from 'mqtt';
import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';
import { restorePemLineBreaks } from '../shared/pem-text.js';

/** n8n's `mqtt` credential. */
export interface MqttCredentials {
  protocol?: 'mqtt' | 'mqtts' | 'ws'; host: string; port: number; username?: string; password?: string;
  clean?: boolean; clientId?: string; ssl?: boolean; passwordless?: boolean; ca?: string; cert?: string; key?: string; rejectUnauthorized?: boolean;
}

/** The reason a connection failed, in words that say which field of the credential to look at. */
export function mqttFailure(error: unknown, credentials: MqttCredentials): string {
  const { message = String(error), code } = error as { message?: string; code?: string | number };
  const where = `${credentials.host}:${credentials.port}`;
  if (code === 'ECONNREFUSED' || message.includes('ECONNREFUSED')) return `Could not connect to the MQTT broker at ${where}: the connection was refused. Check the host and port of the credential.`;
  if (code === 'ENOTFOUND' || message.includes('ENOTFOUND')) return `Could not connect to the MQTT broker: the host "${credentials.host}" was not found.`;
  if (/Not authorized|Bad User Name or Password|bad username or password/i.test(message)) return `The MQTT broker refused the credential's username or password: ${message}`;
  if (/timeout/i.test(message)) return `Could not connect to the MQTT broker at ${where}: it did not answer in time.`;
  return `The MQTT broker at ${where} failed: ${message}`;
}

/** A client of its own, connected before it is returned, so a wrong address or login fails here, named. */
export async function openMqtt(credentials: MqttCredentials, options: { keepReconnecting?: boolean } = {}): Promise<MqttClient> {
  const clientOptions: IClientOptions = {
    protocol: credentials.protocol ?? 'mqtt', host: credentials.host, port: Number(credentials.port),
    clean: credentials.clean ?? true,
    clientId: credentials.clientId || `mqttjs_${randomBytes(4).toString('hex')}`,
    connectTimeout: 10_000,
    // A first connection that fails is reported at once instead of being retried for ever.
    reconnectPeriod: 0,
  };
  if (credentials.username) clientOptions.username = credentials.username;
  if (credentials.password) clientOptions.password = credentials.password;
  if (credentials.ssl) {
    clientOptions.ca = restorePemLineBreaks(credentials.ca);
    if (credentials.passwordless ?? true) {
      clientOptions.cert = restorePemLineBreaks(credentials.cert);
      clientOptions.key = restorePemLineBreaks(credentials.key);
      clientOptions.rejectUnauthorized = credentials.rejectUnauthorized ?? false;
    }
  }
  try {
    const client = await connectAsync(clientOptions);
    // A subscription outlives a broker restart: once connected, a lost connection is retried.
    if (options.keepReconnecting) client.options.reconnectPeriod = 1_000;
    client.on('error', () => undefined);
    return client;
  } catch (error) {
    throw new Error(mqttFailure(error, credentials));
  }
}

/** The credential dialog's Test: connect, disconnect. */
export async function mqttConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  try {
    const client = await openMqtt(credential.data as unknown as MqttCredentials);
    await client.endAsync();
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
