import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';
import { connectPostgres, postgresCredentials } from './postgres-pool.js';
import { connectionTestMessage } from './postgres-errors.js';

/** The credential dialog's test (n8n's `postgresConnectionTest`): connect, ask the server one thing, disconnect. */
export async function postgresConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  let client: Awaited<ReturnType<typeof connectPostgres>> | undefined;
  try {
    client = await connectPostgres(postgresCredentials(credential.data ?? {}), { connectionTimeout: 10 });
    await client.query('SELECT 1');
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: connectionTestMessage(error) };
  } finally {
    await client?.end().catch(() => undefined);
  }
}
