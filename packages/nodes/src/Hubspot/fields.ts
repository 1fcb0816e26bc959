import type { IDataObject, IExecuteFunctions } from '@weft/workflow';

/* The node's field names turned into HubSpot's internal property names and values. */

/** Fields whose HubSpot name is not simply the field name in lower case. */
const CONTACT: Record<string, string> = {
  associatedCompanyId: 'associatedcompanyid', buyingRole: 'hs_buying_role', clickedFacebookAd: 'hs_facebook_ad_clicked',
  companyName: 'company', companySize: 'company_size', contactOwner: 'hubspot_owner_id', countryRegionCode: 'hs_country_region_code',
  dateOfBirth: 'date_of_birth', emailCustomerQuarantinedReason: 'hs_email_customer_quarantined_reason', employmentRole: 'hs_role',
  employmentSeniority: 'hs_seniority', employmentSubRole: 'hs_sub_role', enrichedEmailBounceDetected: 'hs_enriched_email_bounce_detected',
  facebookClickId: 'hs_facebook_click_id', faxNumber: 'fax', fieldOfStudy: 'field_of_study', googleAdClickId: 'hs_google_click_id',
  graduationDate: 'graduation_date', inferredLanguageCodes: 'hs_inferred_language_codes', jobFunction: 'job_function',
  latestTrafficSource: 'hs_latest_source', latestTrafficSourceDate: 'hs_latest_source_timestamp', leadStatus: 'hs_lead_status',
  processingContactData: 'hs_legal_basis', lifeCycleStage: 'lifecyclestage', linkedinUrl: 'hs_linkedin_url', maritalStatus: 'marital_status',
  memberEmail: 'hs_content_membership_email', membershipNote: 'hs_content_membership_notes', militaryStatus: 'military_status',
  mobilePhoneNumber: 'mobilephone', numberOfEmployees: 'numemployees', originalSource: 'hs_analytics_source', phoneNumber: 'phone',
  postalCode: 'zip', prefferedLanguage: 'hs_language', prospectingAgentLastEnrolled: 'hs_prospecting_agent_last_enrolled',
  prospectingAgentTotalEnrolledCount: 'hs_prospecting_agent_total_enrolled_count', relationshipStatus: 'relationship_status',
  startDate: 'start_date', stateRegion: 'state', stateRegionCode: 'hs_state_code', status: 'hs_content_membership_status',
  streetAddress: 'address', timeZone: 'hs_timezone', twitterUsername: 'twitterhandle', websiteUrl: 'website',
  whatsappPhoneNumber: 'hs_whatsapp_phone_number', workEmail: 'work_email',
};

const COMPANY: Record<string, string> = {
  aboutUs: 'about_us', closeDate: 'closedate', companyDomainName: 'domain', companyOwner: 'hubspot_owner_id', countryRegion: 'country',
  facebookFans: 'facebookfans', googlePlusPage: 'googleplus_page', isPublic: 'is_public', leadStatus: 'hs_lead_status',
  lifecycleStatus: 'lifecyclestage', linkedinBio: 'linkedinbio', linkedInCompanyPage: 'linkedin_company_page',
  numberOfEmployees: 'numberofemployees', originalSourceType: 'hs_analytics_source', phoneNumber: 'phone', postalCode: 'zip',
  stateRegion: 'state', streetAddress: 'address', streetAddress2: 'address2', targetAccount: 'hs_target_account',
  totalMoneyRaised: 'total_money_raised', twitterBio: 'twitterbio', twitterFollowers: 'twitterfollowers', twitterHandle: 'twitterhandle',
  webTechnologies: 'web_technologies', websiteUrl: 'website', yearFounded: 'founded_year',
};

const DEAL: Record<string, string> = {
  closeDate: 'closedate', dealName: 'dealname', dealOwner: 'hubspot_owner_id', dealType: 'dealtype', stage: 'dealstage',
};

const TICKET: Record<string, string> = {
  category: 'hs_ticket_category', closeDate: 'closed_date', createDate: 'createdate', description: 'content', pipelineId: 'hs_pipeline',
  priority: 'hs_ticket_priority', resolution: 'hs_resolution', source: 'source_type', stageId: 'hs_pipeline_stage', ticketName: 'subject',
  ticketOwnerId: 'hubspot_owner_id',
};

export const PROPERTY_NAMES = { contact: CONTACT, company: COMPANY, deal: DEAL, ticket: TICKET };

/** Fields the node reads for itself rather than sending as properties. */
const NOT_PROPERTIES = new Set(['customPropertiesUi', 'properties', 'associatedCompany', 'associatedVids', 'associatedCompanyIds', 'associatedContactIds']);
const DATE_FIELDS = /date|Date|since|Time$|LastEnrolled/;

function value(field: string, raw: unknown): IDataObject[string] {
  if (raw && typeof raw === 'object' && '__rl' in (raw as IDataObject)) return (raw as IDataObject).value;
  if (Array.isArray(raw)) return raw.join(';');
  // HubSpot takes dates as milliseconds since the epoch.
  if (typeof raw === 'string' && DATE_FIELDS.test(field) && raw !== '' && !Number.isNaN(Date.parse(raw))) return new Date(raw).getTime();
  return raw as IDataObject[string];
}

/** The fields as HubSpot properties `{ name: value }`, custom properties included. */
export function toHubspotProperties(object: keyof typeof PROPERTY_NAMES, fields: IDataObject): IDataObject {
  const names = PROPERTY_NAMES[object];
  const properties: IDataObject = {};
  for (const [field, raw] of Object.entries(fields)) {
    if (NOT_PROPERTIES.has(field) || raw === '' || raw === undefined) continue;
    properties[names[field] ?? field.toLowerCase()] = value(field, raw);
  }
  const custom = (fields.customPropertiesUi as IDataObject | undefined)?.customPropertiesValues as IDataObject[] | undefined;
  for (const entry of custom ?? []) properties[String(entry.property)] = entry.value;
  return properties;
}

/** Contacts (v1 API) take `[{ property, value }]`, companies and deals `[{ name, value }]`. */
export const asPropertyList = (properties: IDataObject, key: 'property' | 'name') =>
  Object.entries(properties).map(([name, value]) => ({ [key]: name, value }));

/** A resource locator's id (v2+) or the plain id (v1). */
export function idParameter(context: IExecuteFunctions, name: string, item: number): string {
  return String(context.getNodeParameter(name, item, '', { extractValue: true }));
}

/** Property names picked in a multi-select or typed comma-separated in the "properties" collection (v2). */
export function propertyNames(options: IDataObject, key = 'properties'): string[] {
  const picked = options[key];
  if (Array.isArray(picked)) return picked.map(String);
  const typed = (options.propertiesCollection as IDataObject | undefined)?.propertiesValues as IDataObject | undefined;
  const fromCollection = typed?.[key] ?? typed?.properties;
  if (Array.isArray(fromCollection)) return fromCollection.map(String);
  if (typeof fromCollection === 'string' && fromCollection !== '') return fromCollection.split(',').map((name) => name.trim());
  if (typeof picked === 'string' && picked !== '') return picked.split(',').map((name) => name.trim());
  return [];
}
