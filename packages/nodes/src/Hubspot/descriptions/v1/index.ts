import { commonProperties } from './common.js';
import { contactProperties } from './contact.js';
import { companyProperties } from './company.js';
import { dealProperties } from './deal.js';
import { formProperties } from './form.js';
import { contactListProperties } from '../shared/contactList.js';
import { engagementProperties } from '../shared/engagement.js';
import { ticketProperties } from '../shared/ticket.js';
import type { PropertySpec } from '../spec.js';

/** Every parameter of the v1 description, resource by resource. */
export const v1Properties: PropertySpec[] = [
  ...commonProperties,
  ...contactProperties,
  ...contactListProperties('string'),
  ...companyProperties,
  ...dealProperties,
  ...engagementProperties(false),
  ...formProperties,
  ...ticketProperties(false),
];
