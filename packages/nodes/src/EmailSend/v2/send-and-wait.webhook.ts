import type { IDataObject, INodeExecutionData, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { WebhookRequestObject } from '@weft/engine';
import { renderMessagePage } from '../../FormTrigger/form-page.renderer.js';
import { formWebhook, htmlAnswer, writeAnswer } from '../../FormTrigger/form-webhook.handler.js';
import type { FormDefinition } from '../../FormTrigger/form-webhook.handler.js';
import type { FormField } from '../../FormTrigger/form.types.js';
import { labelOf } from '../../FormTrigger/form.types.js';

/** The label of the one field of a free-text answer (the output key is `text`). */
export const FREE_TEXT_LABEL = 'Response';

const THANKS_TITLE = 'Got it, thanks';
const THANKS_MESSAGE = 'Your response has been recorded. You can close this page.';

interface ResponseOptions {
  responseFormTitle?: string;
  responseFormDescription?: string;
  responseFormButtonLabel?: string;
  appendAttribution?: boolean;
}

/** The fields of a custom response form: from the form elements or from the JSON definition. */
export function customFormFields(defineForm: unknown, formFields: unknown, json: unknown): FormField[] {
  if (defineForm === 'json') {
    const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : json;
    if (!Array.isArray(parsed)) throw new Error('The form fields JSON must be a list of fields');
    return parsed as FormField[];
  }
  return ((formFields ?? {}) as { values?: FormField[] }).values ?? [];
}

function responseForm(context: IWebhookFunctions, responseType: string): FormDefinition {
  const options = context.getNodeParameter('options', 0, {}) as ResponseOptions;
  let fields: FormField[];
  if (responseType === 'customForm') {
    try {
      fields = customFormFields(context.getNodeParameter('defineForm', 0, 'fields'), context.getNodeParameter('formFields', 0, {}),
        context.getNodeParameter('jsonOutput', 0, '[]'));
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `The response form cannot be shown: ${(error as Error).message}`);
    }
  } else {
    fields = [{ fieldLabel: FREE_TEXT_LABEL, fieldType: 'textarea', requiredField: true }];
  }
  return {
    title: options.responseFormTitle?.trim() || String(context.getNodeParameter('subject', 0, '') || 'Your response'),
    description: options.responseFormDescription ?? '',
    fields,
    buttonLabel: options.responseFormButtonLabel?.trim() || 'Submit',
    appendAttribution: options.appendAttribution !== false,
  };
}

/** The run's output for a submitted form: `{ data: { text } }` for free text, the fields by label otherwise. */
function answerOf(submitted: IDataObject, fields: FormField[], responseType: string): IDataObject {
  if (responseType === 'freeText') return { text: submitted[FREE_TEXT_LABEL] ?? '' };
  const data: IDataObject = {};
  fields.forEach((field, index) => {
    const label = labelOf(field, index);
    if (label in submitted) data[label] = submitted[label];
  });
  return data;
}

/**
 * The resume URL of a Send and Wait execution: an approval link continues the run with
 * `{ data: { approved } }`; for the forms, GET shows the form and its POST continues the run.
 */
export async function sendAndWaitWebhook(context: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = context.getRequestObject() as WebhookRequestObject;
  const responseType = context.getNodeParameter('responseType', 0, 'approval') as string;
  const appendAttribution = (context.getNodeParameter('options', 0, {}) as ResponseOptions).appendAttribution !== false;
  const thanks = () => htmlAnswer(200, renderMessagePage(THANKS_TITLE, THANKS_MESSAGE, { appendAttribution }));
  if (responseType === 'approval') {
    const given = request.query.approved;
    // A link cut short (no answer in it) must not count as a decline.
    const answer = given === 'true' || given === 'false'
      ? thanks()
      : htmlAnswer(400, renderMessagePage('Incomplete link', 'This link does not carry an answer. Use a button in the email.', { appendAttribution }));
    writeAnswer(context, answer);
    if (answer.statusCode !== 200) return { noWebhookResponse: true };
    return { noWebhookResponse: true, workflowData: [[{ json: { data: { approved: given === 'true' } } }]] };
  }
  const form = responseForm(context, responseType);
  const result = await formWebhook(context, { form, acceptedAnswer: thanks });
  const items = result.workflowData?.[0];
  if (!items) return result;
  const output: INodeExecutionData[] = items.map((item) => ({
    json: { data: answerOf(item.json, form.fields, responseType) },
    ...(item.binary ? { binary: item.binary } : {}),
  }));
  return { ...result, workflowData: [output] };
}
