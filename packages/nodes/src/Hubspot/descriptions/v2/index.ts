import { commonProperties } from './common.js';
import { contactProperties } from './contact.js';
import { companyProperties } from './company.js';
import { dealProperties } from './deal.js';
import { contactListProperties } from '../shared/contactList.js';
import { engagementProperties } from '../shared/engagement.js';
import { ticketProperties } from '../shared/ticket.js';
import type { PropertySpec } from '../spec.js';

/** Every parameter of the v2 description, resource by resource. */
export const v2Properties: PropertySpec[] = [
  ...commonProperties,
  ...contactProperties,
  ...contactListProperties('number'),
  ...companyProperties,
  ...dealProperties,
  ...engagementProperties(true),
  ...ticketProperties(true),
];
