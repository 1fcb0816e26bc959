import type { ICredentialTestFunction, ICredentialTestRequest, ICredentialType, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { loadEngine } from '../executions/engine-module.js';
import { GENERIC_AUTH_TYPES } from '@weft/workflow';

export interface CredentialTestResult {
  status: 'OK' | 'Error';
  message: string;
}

/** A test that waits longer than this has its answer: the service is not reachable in time. */
const TEST_TIMEOUT_MS = 15_000;

const error = (message: string): CredentialTestResult => ({ status: 'Error', message });

function valueAt(body: unknown, path: string): unknown {
  let current = body;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as IDataObject)[key];
  }
  return current;
}

/** The first rule the response breaks (n8n's `responseCode` and `responseSuccessBody` rules), as a failure. */
function brokenRule(rules: IDataObject[] | undefined, response: IN8nHttpFullResponse): CredentialTestResult | undefined {
  for (const rule of rules ?? []) {
    const properties = (rule.properties ?? {}) as IDataObject;
    const message = typeof properties.message === 'string' ? properties.message : 'The service did not accept the credential';
    if (rule.type === 'responseCode' && Number(properties.value) === response.statusCode) return error(message);
    if (rule.type === 'responseSuccessBody' && typeof properties.key === 'string'
      && response.statusCode < 400 && valueAt(response.body, properties.key) === properties.value) {
      return error(message);
    }
  }
  return undefined;
}

function statusFailure(response: IN8nHttpFullResponse): CredentialTestResult {
  const { statusCode } = response;
  if (statusCode === 401 || statusCode === 403) {
    return error(`The service refused the credential (${statusCode}${response.statusMessage ? ` ${response.statusMessage}` : ''}). Check its fields.`);
  }
  const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
  return error(`The service answered ${statusCode}${response.statusMessage ? ` ${response.statusMessage}` : ''}${body ? `: ${body.slice(0, 300)}` : ''}`);
}

/** A type that says nothing of authentication puts its fields into the test request itself (templates). */
function appliesAuth(lineage: ICredentialType[], genericTypes: readonly string[]): boolean {
  return lineage.some((type) => type.authenticate !== undefined || genericTypes.includes(type.name));
}

function hasExpression(data: IDataObject): boolean {
  return Object.values(data).some((value) => typeof value === 'string' && value.startsWith('='));
}

/**
 * Sends the type's test request (its own, or the nearest parent's) with the credential applied, and
 * says whether the service accepted it. Never throws: an unreachable service is an 'Error' result.
 */
export async function testCredentialData(lineage: ICredentialType[], typeName: string, data: IDataObject): Promise<CredentialTestResult> {
  const test: ICredentialTestRequest | undefined = lineage.find((type) => type.test !== undefined)?.test;
  if (!test) return error('This credential type cannot be tested');
  if (hasExpression(data)) return error('A credential whose fields hold expressions cannot be tested: their values are known only in a run');
  try {
    const { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } = await loadEngine();
    const request = resolveCredentialTemplate(test.request, data) as IDataObject;
    const base: IHttpRequestOptions = {
      ...request,
      url: String(request.url ?? ''),
      method: (typeof request.method === 'string' ? request.method.toUpperCase() : 'GET') as IHttpRequestOptions['method'],
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
      timeout: TEST_TIMEOUT_MS,
      ...(data.ignoreSSLIssues === true || data.allowUnauthorizedCerts === true ? { skipSslCertificateValidation: true } : {}),
    };
    const options = appliesAuth(lineage, GENERIC_AUTH_TYPES) ? await applyCredentialAuth(lineage, typeName, data, base) : base;
    const response = await performHttpRequest(options) as IN8nHttpFullResponse;
    const broken = brokenRule(test.rules, response);
    if (broken) return broken;
    if (response.statusCode >= 400) return statusFailure(response);
    return { status: 'OK', message: 'The credential works: the service accepted it' };
  } catch (failure) {
    return error(failure instanceof Error ? failure.message : String(failure));
  }
}

/** Runs a node's connection test (a database's), bounded in time like a test request. Never throws. */
export async function testCredentialWithNode(test: ICredentialTestFunction, typeName: string, data: IDataObject): Promise<CredentialTestResult> {
  if (hasExpression(data)) return error('A credential whose fields hold expressions cannot be tested: their values are known only in a run');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CredentialTestResult>((resolve) => {
    timer = setTimeout(() => resolve(error('The service did not answer in time')), TEST_TIMEOUT_MS);
  });
  try {
    const answer = test({ id: '', name: typeName, type: typeName, data });
    return await Promise.race([answer.then((result) => ({ status: result.status, message: result.message })), timeout]);
  } catch (failure) {
    return error(failure instanceof Error ? failure.message : String(failure));
  } finally {
    clearTimeout(timer);
  }
}
