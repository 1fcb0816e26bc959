import type { PropertySpec } from '../spec.js';

/** HubSpot v2 parameters shown for the common resource, in the order the editor lists them. */
export const commonProperties: PropertySpec[] = [
  { name: 'authentication', type: 'options', default: 'apiKey', options: ['apiKey', 'appToken', 'oAuth2'] },
  {
    name: 'resource', type: 'options', default: 'contact', noDataExpression: true,
    options: ['company', 'contact', 'contactList', 'deal', 'engagement', 'ticket'],
  },
];
