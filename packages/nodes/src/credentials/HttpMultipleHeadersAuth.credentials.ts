import type { ICredentialType } from '@weft/workflow';

/** n8n's multiple-headers credential: several header name/value pairs (the MCP Client sends each on its requests). */
export const httpMultipleHeadersAuth: ICredentialType = {
  name: 'httpMultipleHeadersAuth',
  displayName: 'Multiple Headers Auth',
  genericAuth: true,
  icon: 'fa:code',
  properties: [
    {
      displayName: 'Headers', name: 'headers', type: 'fixedCollection', default: { values: [{ name: '', value: '' }] },
      typeOptions: { multipleValues: true }, placeholder: 'Add Header',
      options: [{
        name: 'values', displayName: 'Header',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '', typeOptions: { password: true } },
        ],
      }],
    },
  ],
  // n8n's is empty too: the node that uses it sends the headers itself.
  authenticate: {} as ICredentialType['authenticate'],
};
