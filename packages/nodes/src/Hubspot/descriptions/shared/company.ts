import { count, date, picker as options, text } from './builders.js';
import type { PropertySpec } from '../spec.js';

/**
 * The company fields of create and update, v1 and v2 alike. Create asks the name as its own parameter, so
 * only update lists it here; `custom` is the custom-properties editor, which differs by version and operation.
 */
export function companyFields(custom: PropertySpec, withName: boolean): PropertySpec[] {
  return [
    text('aboutUs'), count('annualRevenue'), text('city'),
    date('closeDate'), text('companyDomainName'), options('companyOwner', 'getOwners'), text('countryRegion'), custom,
    text('description'), count('facebookFans'), text('googlePlusPage'), options('industry', 'getCompanyIndustries'),
    { name: 'isPublic', type: 'boolean', default: false },
    options('leadStatus', 'getCompanyleadStatuses'), options('lifecycleStatus', 'getCompanylifecycleStages'),
    text('linkedinBio'), text('linkedInCompanyPage'), ...(withName ? [text('name')] : []), count('numberOfEmployees'),
    options('originalSourceType', 'getCompanySourceTypes'), text('phoneNumber'), text('postalCode'), text('stateRegion'),
    text('streetAddress'), text('streetAddress2'), options('targetAccount', 'getCompanyTargetAccounts'), text('timezone'),
    count('totalMoneyRaised'), text('twitterBio'), count('twitterFollowers'), text('twitterHandle'),
    options('type', 'getCompanyTypes'), options('webTechnologies', 'getCompanyWebTechnologies'), text('websiteUrl'),
    text('yearFounded'),
  ];
}
