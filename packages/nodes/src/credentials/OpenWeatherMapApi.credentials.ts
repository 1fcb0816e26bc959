import type { ICredentialType } from '@weft/workflow';

/** n8n's OpenWeatherMap credential: the account's API key, sent as the `appid` query parameter. */
export const openWeatherMapApi: ICredentialType = {
  name: 'openWeatherMapApi',
  displayName: 'OpenWeatherMap API',
  documentationUrl: 'https://openweathermap.org/appid',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { qs: { appid: '={{$credentials.accessToken}}' } } },
  test: { request: { baseURL: 'https://api.openweathermap.org/data/2.5', url: '/weather', qs: { q: 'London' } } },
};
