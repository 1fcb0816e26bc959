import type { ICredentialType } from '@weft/workflow';

/** JSON with `headers`, `qs` and `body` objects merged into each request. */
export const httpCustomAuth: ICredentialType = {
  name: 'httpCustomAuth',
  displayName: 'Custom Auth',
  genericAuth: true,
  icon: 'fa:code',
  properties: [
    {
      displayName: 'JSON', name: 'json', type: 'json', default: '', required: true,
      placeholder: '{ "headers": { "X-Key": "..." }, "qs": { "appid": "..." }, "body": { "token": "..." } }',
      typeOptions: { rows: 6 },
    },
  ],
};
