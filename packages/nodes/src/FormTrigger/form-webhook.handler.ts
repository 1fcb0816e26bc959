import type { IBinaryKeyData, IDataObject, INodeExecutionData, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import type { WebhookRequestObject, WebhookResponseRecorder } from '@weft/engine';
import { zonedTime } from '../ScheduleTrigger/schedule-time.js';
import { isBot, validateWebhookAuth, WebhookAuthorizationError } from '../Webhook/webhook-auth.js';
import { FORM_PAGE_SCRIPT, renderFormPage } from './form-page.renderer.js';
import { weftPageHeaders } from './weft-page-headers.js';
import { parseFormSubmission } from './form-submission.parser.js';
import type { FormField } from './form.types.js';
import { fieldName, labelOf } from './form.types.js';

/**
 * Set by the server on a submission when Form pages follow in the workflow: the answer then waits
 * for the run (the next page or the ending), whatever "Respond When" says.
 */
export const FORM_NEXT_PAGE_HEADER = 'x-weft-form-next-page';

export interface FormDefinition {
  title: string;
  description?: string;
  fields: FormField[];
  buttonLabel?: string;
  appendAttribution?: boolean;
  ignoreBots?: boolean;
  useWorkflowTimezone?: boolean;
  /** The node's authentication setting ('none' when it has none). */
  authentication?: string;
  /** Query parameters may fill in fields (production only, as n8n documents). */
  prefillFromQuery?: boolean;
}

export type FormHttpAnswer = { statusCode: number; headers: Record<string, string>; body: string };

/** A form or message page: the only inline script such a page may have is the form's own. */
export const htmlAnswer = (statusCode: number, body: string): FormHttpAnswer =>
  ({ statusCode, headers: weftPageHeaders([FORM_PAGE_SCRIPT]), body });

/** Sends the answer now, through the webhook's response object. */
export function writeAnswer(context: IWebhookFunctions, answer: FormHttpAnswer): void {
  (context.getResponseObject() as WebhookResponseRecorder).writeHead(answer.statusCode, answer.headers).end(answer.body);
}

/** `submittedAt`: UTC, or the workflow's timezone when the form says so. */
export function submittedAt(epochMs: number, timezone: string | undefined): string {
  if (!timezone) return new Date(epochMs).toISOString();
  const t = zonedTime(epochMs, timezone);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const offset = Math.abs(t.offsetMinutes);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}.${pad(t.millisecond, 3)}`
    + `${t.offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

function prefill(form: FormDefinition, query: IDataObject): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  form.fields.forEach((field, index) => {
    const given = query[labelOf(field, index)];
    if (given !== undefined) values[fieldName(index)] = given;
  });
  return values;
}

/** Files of the submission as binary data (`field-<n>`, numbered when one field got several) and their details by label. */
async function filesOf(context: IWebhookFunctions, form: FormDefinition, request: WebhookRequestObject): Promise<{ binary: IBinaryKeyData; json: IDataObject }> {
  const binary: IBinaryKeyData = {};
  const json: IDataObject = {};
  // Browsers send an empty part for a file input left empty.
  const files = (request.files ?? []).filter((file) => file.data.byteLength > 0 || file.fileName);
  for (const [index, field] of form.fields.entries()) {
    if (field.fieldType !== 'file') continue;
    const name = fieldName(index);
    const own = files.filter((file) => file.fieldName === name);
    if (own.length === 0) continue;
    const details: IDataObject[] = [];
    for (const [at, file] of own.entries()) {
      const key = field.multipleFiles === false ? name : `${name}_${at}`;
      binary[key] = await context.helpers.prepareBinaryData(file.data, file.fileName, file.mimeType);
      details.push({ filename: file.fileName ?? key, mimetype: file.mimeType ?? 'application/octet-stream', size: file.data.byteLength });
    }
    json[labelOf(field, index)] = field.multipleFiles === false ? details[0] as IDataObject : details;
  }
  return { binary, json };
}

function fileCounts(request: WebhookRequestObject): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of request.files ?? []) {
    if (file.data.byteLength > 0 || file.fileName) counts[file.fieldName] = (counts[file.fieldName] ?? 0) + 1;
  }
  return counts;
}

export interface FormWebhookOptions {
  form: FormDefinition;
  /** The answer to an accepted submission, or undefined when the run answers later. */
  acceptedAnswer(hasNextPage: boolean): FormHttpAnswer | undefined;
}

/**
 * A form's webhook, for the Form Trigger and the Form node's pages: GET shows the form, POST checks
 * the submission (showing the form again with what to correct) and gives the item the run goes on with.
 */
export async function formWebhook(context: IWebhookFunctions, options: FormWebhookOptions): Promise<IWebhookResponseData> {
  const { form } = options;
  const request = context.getRequestObject() as WebhookRequestObject;
  try {
    if (form.ignoreBots && isBot(request.get('user-agent'))) throw new WebhookAuthorizationError(403);
    if (form.authentication && form.authentication !== 'none') await validateWebhookAuth(context, form.authentication);
  } catch (error) {
    if (!(error instanceof WebhookAuthorizationError)) throw error;
    const response = context.getResponseObject() as WebhookResponseRecorder;
    if (error.responseCode === 401) response.setHeader('WWW-Authenticate', 'Basic realm="Form"');
    response.writeHead(error.responseCode).end(error.message);
    return { noWebhookResponse: true };
  }
  const page = (statusCode: number, values: Record<string, unknown>, errors: string[] = []) => {
    writeAnswer(context, htmlAnswer(statusCode, renderFormPage({ ...form, values, errors })));
    return { noWebhookResponse: true };
  };
  if (request.method !== 'POST') {
    return page(200, form.prefillFromQuery && context.getMode() !== 'manual' ? prefill(form, request.query) : {});
  }

  const body = (typeof request.body === 'object' && request.body !== null && !(request.body instanceof Uint8Array) ? request.body : {}) as IDataObject;
  const parsed = parseFormSubmission(form.fields, body, fileCounts(request));
  if (parsed.errors.length > 0) return page(400, body, parsed.errors);

  const files = await filesOf(context, form, request);
  const item: INodeExecutionData = {
    json: {
      ...parsed.json, ...files.json,
      submittedAt: submittedAt(Date.now(), form.useWorkflowTimezone ? context.getTimezone() : undefined),
      formMode: context.getMode() === 'manual' ? 'test' : 'production',
    },
  };
  if (Object.keys(files.binary).length > 0) item.binary = files.binary;
  const answer = options.acceptedAnswer(request.get(FORM_NEXT_PAGE_HEADER) === '1');
  if (answer) writeAnswer(context, answer);
  // Without an answer now, the host answers once the run stops (the next page, the ending, or a thank-you).
  return { workflowData: [[item]], ...(answer ? {} : { noWebhookResponse: true }) };
}
