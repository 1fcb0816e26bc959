import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { WAIT_INDEFINITELY } from '@weft/workflow';
import { redirectAnswer } from '../FormTrigger/form-answers.js';
import { renderMessagePage } from '../FormTrigger/form-page.renderer.js';
import { formWebhook, htmlAnswer, writeAnswer } from '../FormTrigger/form-webhook.handler.js';
import type { FormHttpAnswer } from '../FormTrigger/form-webhook.handler.js';
import type { FormField } from '../FormTrigger/form.types.js';
import { formDescription } from './form.description.js';

type ParameterReader = (name: string, fallback: unknown) => unknown;

/** The ending page (or redirect) of a Form node with operation "completion". */
export function completionAnswer(read: ParameterReader): FormHttpAnswer {
  const options = (read('options', {}) ?? {}) as IDataObject;
  if (read('respondWith', 'text') === 'redirect') return redirectAnswer(String(read('redirectUrl', '') ?? ''));
  const title = String(read('completionTitle', '') ?? '') || 'Form submitted';
  const pageTitle = typeof options.formTitle === 'string' ? options.formTitle : undefined;
  return htmlAnswer(200, renderMessagePage(title, String(read('completionMessage', '') ?? ''), pageTitle ? { pageTitle } : {}));
}

/** n8n's Form node: a further page of a form (the run waits for its submission), or the form's ending. */
export class Form implements INodeType {
  description = formDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0, 'page') as string;
    if (operation === 'completion') {
      // Answers the submission that led here: the page before, or the Form Trigger's form.
      this.sendResponse(completionAnswer((name, fallback) => this.getNodeParameter(name, 0, fallback)));
      return [this.getInputData()];
    }
    await this.putExecutionToWait(WAIT_INDEFINITELY);
    return [this.getInputData()];
  }

  /** `/form-waiting/<executionId>`: GET shows this node's page, POST continues the run with its fields. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> | IWebhookResponseData {
    const read: ParameterReader = (name, fallback) => this.getNodeParameter(name, 0, fallback);
    if (read('operation', 'page') === 'completion') {
      writeAnswer(this, completionAnswer(read));
      return { noWebhookResponse: true };
    }
    const options = (read('options', {}) ?? {}) as IDataObject;
    return formWebhook(this, {
      form: {
        title: typeof options.formTitle === 'string' && options.formTitle !== '' ? options.formTitle : 'Form',
        description: typeof options.formDescription === 'string' ? options.formDescription : '',
        fields: ((read('formFields', {}) as { values?: FormField[] }).values ?? []),
        buttonLabel: typeof options.buttonLabel === 'string' ? options.buttonLabel : undefined,
      },
      acceptedAnswer: () => undefined,
    });
  }
}
