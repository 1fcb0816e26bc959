import { commonProperties } from './common.js';
import { contactProperties } from './contact.js';
import { contactListProperties } from './contactList.js';
import { companyProperties } from './company.js';
import { dealProperties } from './deal.js';
import { engagementProperties } from './engagement.js';
import { formProperties } from './form.js';
import { ticketProperties } from './ticket.js';
import type { PropertySpec } from '../spec.js';

/** Every parameter of the v1 description, resource by resource. */
export const v1Properties: PropertySpec[] = [
  ...commonProperties,
  ...contactProperties,
  ...contactListProperties,
  ...companyProperties,
  ...dealProperties,
  ...engagementProperties,
  ...formProperties,
  ...ticketProperties,
];
