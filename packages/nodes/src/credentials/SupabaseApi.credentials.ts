import type { ICredentialType } from '@weft/workflow';

/** n8n's Supabase credential: the project's URL and its service role key. */
export const supabaseApi: ICredentialType = {
  name: 'supabaseApi',
  displayName: 'Supabase API',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: '', placeholder: 'https://your_account.supabase.co' },
    { displayName: 'Service Role Secret', name: 'serviceRole', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { headers: { apikey: '={{$credentials.serviceRole}}', Authorization: '=Bearer {{$credentials.serviceRole}}' } } },
  test: { request: { baseURL: '={{$credentials.host}}/rest/v1', headers: { Prefer: 'return=representation' }, url: '/' } },
};
