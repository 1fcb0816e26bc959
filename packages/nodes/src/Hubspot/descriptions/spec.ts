import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

/*
 * The HubSpot node's parameters are written compactly: names, types, defaults and conditions, with option
 * lists as bare values. `toProperties` adds what the editor shows (labels, option names, locator modes).
 */

export interface PropertySpec {
  name: string;
  type: string;
  default: unknown;
  required?: boolean;
  noDataExpression?: boolean;
  displayOptions?: INodeProperties['displayOptions'];
  typeOptions?: Record<string, unknown>;
  options?: Array<string | PropertySpec | { name: string; values: PropertySpec[] }>;
  modes?: string[];
}

/** Labels that do not follow from the parameter or value name. */
const LABELS: Record<string, string> = {
  getAll: 'Get Many', upsert: 'Create or Update', getRecentlyCreatedUpdated: 'Get Recently Created/Updated',
  getRecentlyCreated: 'Get Recently Created', getRecentlyModified: 'Get Recently Modified', searchByDomain: 'Search By Domain',
  contactList: 'Contact List', apiKey: 'API Key', appToken: 'APP Token', oAuth2: 'OAuth2', returnAll: 'Return All',
  additionalFields: 'Additional Fields', updateFields: 'Update Fields', filterGroupsUi: 'Filter Groups', filtersUi: 'Filters',
  customPropertiesUi: 'Custom Properties', contextUi: 'Context', lengalConsentUi: 'Legal Consent', getFields: 'Get Fields',
  contactId: 'Contact', companyId: 'Company', dealId: 'Deal', ticketId: 'Ticket', engagementId: 'Engagement', dealOwner: 'Deal Owner',
  EQ: 'Equal', NEQ: 'Not Equal', GT: 'Greater Than', GTE: 'Greater Than Or Equal', LT: 'Less Than', LTE: 'Less Than Or Equal',
  CONTAINS_TOKEN: 'Contains Exactly', HAS_PROPERTY: 'Is Known', NOT_HAS_PROPERTY: 'Is Unknown', vid: 'Contact ID', id: 'ID', listId: 'List ID',
};

/** `annualRevenue` -> "Annual Revenue", `EMAIL_MARKETING` -> "Email Marketing", `america_slash_new_york` -> "America/New York". */
export function label(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/_slash_/g, '/').replace(/_hyphen_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').replace(/\bId\b/g, 'ID').replace(/\bUrl\b/g, 'URL');
  return words.replace(/(^|[ /-])([a-z])/g, (_, start: string, letter: string) => start + letter.toUpperCase())
    .replace(/\b([A-Z])([A-Z]+)\b/g, (_, first: string, rest: string) => first + rest.toLowerCase()).replace(/\bId\b/g, 'ID');
}

const LIST_SEARCH: Record<string, string> = {
  contactId: 'searchContacts', companyId: 'searchCompanies', dealId: 'searchDeals', ticketId: 'searchTickets',
  engagementId: 'searchEngagements', dealOwner: 'searchOwners',
};

function modes(property: string, names: string[]): NonNullable<INodeProperties['modes']> {
  const what = label(property).toLowerCase();
  return names.map((mode) => mode === 'list'
    ? { displayName: `From List`, name: 'list', type: 'list' as const, placeholder: `Select a ${what}...`, typeOptions: { searchListMethod: LIST_SEARCH[property], searchable: true } }
    : {
      displayName: 'By ID', name: 'id', type: 'string' as const, placeholder: '123456789',
      validation: [{ type: 'regex' as const, properties: { regex: '^\\d+$', errorMessage: `The ${what} ID must be a number` } }],
    });
}

function option(value: string): INodePropertyOptions {
  return { name: label(value), value };
}

export function toProperty(spec: PropertySpec): INodeProperties {
  const { options, modes: modeNames, ...rest } = spec;
  const property = { displayName: label(spec.name), ...rest } as INodeProperties;
  if (modeNames) property.modes = modes(spec.name, modeNames);
  if (options) {
    property.options = options.map((entry) => {
      if (typeof entry === 'string') return option(entry);
      if ('values' in entry) return { name: entry.name, displayName: label(entry.name.replace(/Values$/, '')), values: entry.values.map(toProperty) };
      return toProperty(entry);
    }) as INodeProperties['options'];
  }
  if (spec.type === 'collection' || spec.type === 'fixedCollection') property.placeholder = spec.type === 'collection' ? 'Add Field' : 'Add Value';
  return property;
}

export const toProperties = (specs: PropertySpec[]): INodeProperties[] => specs.map(toProperty);
