import type { ImportedWorkflow } from '@weft/contracts';
import { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from '@weft/workflow/validation';
import { BadRequestError } from '../errors.js';

/** Same rule as the editor: an http(s) address whose path ends in `.json`, any case. */
const WORKFLOW_URL = /^https?:\/\/.+\.json$/i;

export interface WorkflowFetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_FETCH_LIMITS: WorkflowFetchLimits = { timeoutMs: 10_000, maxBytes: 16 * 1024 * 1024 };

function parseWorkflowUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadRequestError('Invalid URL', 'Enter an http or https address of a .json file.');
  }
  if (!WORKFLOW_URL.test(`${url.protocol}//${url.host}${url.pathname}`)) {
    throw new BadRequestError('Invalid URL', 'Enter an http or https address of a .json file.');
  }
  return url;
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(maxBytes: number): BadRequestError {
  return new BadRequestError(
    'The URL did not return a workflow', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  );
}

function notAWorkflow(hint: string): BadRequestError {
  return new BadRequestError('The URL did not return a workflow', hint);
}

/** Loads a workflow JSON file from the web for the editor's import from URL. */
export async function fetchWorkflowFromUrl(text: string, limits: WorkflowFetchLimits = DEFAULT_FETCH_LIMITS): Promise<ImportedWorkflow> {
  const url = parseWorkflowUrl(text);
  let body: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(limits.timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'follow',
    });
    if (!response.ok) throw notAWorkflow(`The address answered with status ${response.status}.`);
    body = await readLimited(response, limits.maxBytes);
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw notAWorkflow(timedOut
      ? `The address did not answer within ${limits.timeoutMs / 1000} seconds.`
      : 'The address could not be reached.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw notAWorkflow('The file is not valid JSON.');
  }
  // Checked before anything walks the document: the answer is validated and serialized recursively.
  if (isNestedDeeperThan(parsed, MAX_JSON_DEPTH)) throw notAWorkflow(`${tooDeeplyNestedMessage('The file')}.`);
  const candidate = parsed as Partial<ImportedWorkflow> | null;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(candidate) || !Array.isArray(candidate?.nodes) || !candidate.nodes.every(isObject)
    || !isObject(candidate.connections)) {
    throw notAWorkflow('A workflow file has a list of nodes and an object of connections.');
  }
  return candidate as ImportedWorkflow;
}
