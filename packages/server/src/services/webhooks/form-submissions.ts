import type { IRun, WebhookHttpResponse, WebhookRequest } from '@weft/engine';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { WEFT_PAGE_HEADER } from '@weft/workflow';
import type * as Nodes from '@weft/nodes';

export const FORM_TRIGGER_TYPE = 'n8n-nodes-base.formTrigger';
export const FORM_NODE_TYPE = 'n8n-nodes-base.form';

type FormAnswers = Pick<typeof Nodes, 'formSubmittedAnswer' | 'formFailedAnswer' | 'redirectAnswer' | 'renderMessagePage' | 'FORM_NEXT_PAGE_HEADER'>;

let answers: Promise<FormAnswers> | undefined;
/** The nodes' form pages and the header the Form Trigger reads, loaded with the nodes (not at server start). */
export function formAnswers(): Promise<FormAnswers> {
  answers ??= import('@weft/nodes');
  return answers;
}

const formPages = new WeakMap<IWorkflowBase, boolean>();

/** Whether the workflow has Form nodes: then a submission is answered with the next page, not a thank-you. */
export function hasFormPages(workflow: IWorkflowBase): boolean {
  let has = formPages.get(workflow);
  if (has === undefined) {
    has = (workflow.nodes ?? []).some((node) => node.type === FORM_NODE_TYPE && !node.disabled);
    formPages.set(workflow, has);
  }
  return has;
}

/** The request as the form node must see it: told whether pages follow (a caller's own say is dropped). */
export async function formRequest(request: WebhookRequest, workflow: IWorkflowBase): Promise<WebhookRequest> {
  const { FORM_NEXT_PAGE_HEADER } = await formAnswers();
  const { [FORM_NEXT_PAGE_HEADER]: _dropped, ...headers } = request.headers;
  if (request.method === 'POST' && hasFormPages(workflow)) headers[FORM_NEXT_PAGE_HEADER] = '1';
  return { ...request, headers };
}

/** A page with a message, e.g. why a form is not available. */
export async function formMessage(statusCode: number, title: string, message: string, refreshSeconds?: number): Promise<WebhookHttpResponse> {
  const { renderMessagePage } = await formAnswers();
  return {
    statusCode, headers: { 'content-type': 'text/html; charset=utf-8', [WEFT_PAGE_HEADER]: "'none'" },
    body: renderMessagePage(title, message, refreshSeconds ? { refreshSeconds } : {}),
  };
}

/** An error answer of the webhook routes, as a page a person in a browser can read. */
export async function asFormPage(response: WebhookHttpResponse): Promise<WebhookHttpResponse> {
  const body = response.body as IDataObject | null | undefined;
  if (response.statusCode < 400 || !response.headers['content-type']?.startsWith('application/json') || typeof body?.message !== 'string') {
    return response;
  }
  const title = response.statusCode === 404 ? 'Form not found' : 'Problem with this form';
  const hint = typeof body.hint === 'string' ? `\n${body.hint}` : '';
  return formMessage(response.statusCode, title, `${body.message}${hint}`);
}

/**
 * The answer to a submission once its run stopped: the next page when it waits (a redirect to
 * `/form-waiting/<executionId>`), a problem page when it failed, otherwise the Form Trigger's
 * thank-you. A Form ending or Respond to Webhook node has answered before; then this is not used.
 */
export async function formRunAnswer(run: IRun, executionId: string, workflow: IWorkflowBase, webhookBaseUrl: string): Promise<WebhookHttpResponse> {
  const { formFailedAnswer, formSubmittedAnswer, redirectAnswer } = await formAnswers();
  if (run.status === 'waiting') return redirectAnswer(`${webhookBaseUrl}form-waiting/${executionId}`);
  if (run.status !== 'success') return formFailedAnswer();
  const trigger = (workflow.nodes ?? []).find((node) => node.type === FORM_TRIGGER_TYPE);
  return formSubmittedAnswer((trigger?.parameters ?? {}) as IDataObject);
}
