import type { IDataObject, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { formSubmittedAnswer } from './form-answers.js';
import { formWebhook } from './form-webhook.handler.js';
import type { FormField } from './form.types.js';

/** One version group of the Form Trigger: the description differs, the behaviour is shared. */
export class FormTriggerVersion implements INodeType {
  constructor(readonly description: INodeTypeDescription) {}

  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const title = String(this.getNodeParameter('formTitle', 0, '') ?? '');
    const responseMode = this.getNodeParameter('responseMode', 0, 'onReceived') as string;
    const parameters: IDataObject = { formTitle: title, options };
    return formWebhook(this, {
      form: {
        title,
        description: String(this.getNodeParameter('formDescription', 0, '') ?? ''),
        fields: ((this.getNodeParameter('formFields', 0, {}) as { values?: FormField[] }).values ?? []),
        buttonLabel: typeof options.buttonLabel === 'string' ? options.buttonLabel : undefined,
        appendAttribution: options.appendAttribution !== false,
        ignoreBots: options.ignoreBots === true,
        useWorkflowTimezone: options.useWorkflowTimezone === true,
        authentication: this.getNode().typeVersion >= 2 ? this.getNodeParameter('authentication', 0, 'none') as string : 'none',
        prefillFromQuery: true,
      },
      // With "Form Is Submitted" the thank-you page goes at once; otherwise the run answers.
      acceptedAnswer: (hasNextPage) => (responseMode === 'onReceived' && !hasNextPage ? formSubmittedAnswer(parameters) : undefined),
    });
  }
}
