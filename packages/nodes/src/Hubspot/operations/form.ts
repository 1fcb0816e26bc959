import type { IDataObject } from '@weft/workflow';
import { HUBSPOT_FORMS, hubspotRequest } from '../transport.js';
import type { ItemOperation } from './per-item.js';

/* Forms (version 1 of the node): a form's fields, and submissions through HubSpot's forms integration API. */

export const formOperations: Record<string, ItemOperation> = {
  async getFields(item) {
    const formId = this.getNodeParameter('formId', item) as string;
    return await hubspotRequest(this, 'GET', `/forms/v2/fields/${encodeURIComponent(formId)}`) as unknown as IDataObject[];
  },
  async submit(item) {
    const formId = this.getNodeParameter('formId', item) as string;
    const options = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    const given = (this.getNodeParameter('contextUi', item, {}) as IDataObject).contextValue as IDataObject | undefined;
    // Only the context values the user filled in (HubSpot reads an empty hutk as a cookie).
    const context = given ? Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')) : undefined;
    const consent = (this.getNodeParameter('lengalConsentUi', item, {}) as IDataObject).lengalConsentValues as IDataObject | undefined;
    const form = await hubspotRequest(this, 'GET', `/forms/v2/forms/${encodeURIComponent(formId)}`);
    // The item's own fields are the form's answers.
    const fields = Object.entries(this.getInputData()[item]?.json ?? {}).map(([name, value]) => ({ name, value }));
    const communications = ((consent?.communicationsUi as IDataObject | undefined)?.communicationValues as IDataObject[] | undefined) ?? [];
    const body: IDataObject = {
      fields,
      ...(options.submittedAt ? { submittedAt: new Date(options.submittedAt as string).getTime() } : {}),
      ...(options.skipValidation ? { skipValidation: true } : {}),
      ...(context ? { context } : {}),
      ...(consent ? {
        legalConsentOptions: {
          consent: {
            consentToProcess: consent.consentToProcess === true, text: consent.text,
            communications: communications.map((entry) => ({ value: entry.value === true, subscriptionTypeId: Number(entry.subscriptionTypeId), text: entry.text })),
          },
        },
      } : {}),
    };
    return await hubspotRequest(this, 'POST', '', body, undefined, {
      url: `${HUBSPOT_FORMS}/submissions/v3/integration/submit/${String(form.portalId)}/${encodeURIComponent(formId)}`,
    });
  },
};
