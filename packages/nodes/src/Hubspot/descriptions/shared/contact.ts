import { count, customProperties, date, picker, text } from './builders.js';
import { ENUMS } from '../enums.js';
import type { PropertySpec } from '../spec.js';

/**
 * The contact fields of upsert. v2 lists more of HubSpot's contact properties, reads click ids as numbers,
 * requires custom-property values, and shows the returned-properties picker when data is not resolved
 * (v1: when it is), at a different place in the list.
 */
export function contactFields(v2: boolean): PropertySpec[] {
  const only = (inV2: boolean, ...specs: PropertySpec[]): PropertySpec[] => (inV2 === v2 ? specs : []);
  const clickId = (name: string): PropertySpec => ({ name, type: v2 ? 'number' : 'string', default: '' });
  const properties: PropertySpec = {
    name: 'properties', type: 'multiOptions', default: [], displayOptions: { show: { '/resolveData': [!v2] } },
    typeOptions: { loadOptionsMethod: 'getContactProperties' },
  };
  return [
    count('annualRevenue'), picker('associatedCompanyId', 'getCompanies'),
    ...only(true, {
      name: 'buyingRole', type: 'multiOptions', default: [],
      options: [
        'BLOCKER', 'BUDGET_HOLDER', 'CHAMPION', 'DECISION_MAKER', 'END_USER', 'EXECUTIVE_SPONSOR', 'INFLUENCER',
        'LEGAL_AND_COMPLIANCE', 'OTHER',
      ],
    }),
    text('city'), text('clickedFacebookAd'), date('closeDate'), text('companyName'), text('companySize'),
    picker('contactOwner', 'getOwners'), ...only(true, properties), text('country'), ...only(true, text('countryRegionCode')),
    customProperties('getContactCustomProperties', { valueRequired: v2 }), date('dateOfBirth'), text('degree'),
    ...only(
      true,
      {
        name: 'emailCustomerQuarantinedReason', type: 'options', default: '',
        options: ['SUSPENSION_REMEDIATION', 'BLOCKLIST_REMEDIATION', 'TRUST_SAFETY_REMEDIATION'],
      },
      { name: 'employmentRole', type: 'options', default: '', options: ENUMS.employmentRole },
      {
        name: 'employmentSeniority', type: 'options', default: '',
        options: ['director', 'employee', 'entry', 'executive', 'manager', 'owner', 'partner', 'senior', 'vp'],
      },
      { name: 'employmentSubRole', type: 'options', default: '', options: ENUMS.employmentSubRole },
      { name: 'enrichedEmailBounceDetected', type: 'boolean', default: false },
    ),
    clickId('facebookClickId'), text('faxNumber'), text('fieldOfStudy'), text('firstName'), text('gender'),
    clickId('googleAdClickId'), date('graduationDate'), text('industry'),
    ...only(true, { name: 'inferredLanguageCodes', type: 'options', default: '', options: ENUMS.inferredLanguageCodes }),
    text('jobFunction'), text('jobTitle'), text('lastName'),
    ...only(
      true,
      {
        name: 'latestTrafficSource', type: 'options', default: '',
        options: [
          'DIRECT_TRAFFIC', 'EMAIL_MARKETING', 'OFFLINE', 'ORGANIC_SEARCH', 'SOCIAL_MEDIA', 'OTHER_CAMPAIGNS',
          'PAID_SEARCH', 'PAID_SOCIAL', 'REFERRALS',
        ],
      },
      date('latestTrafficSourceDate'),
    ),
    picker('leadStatus', 'getContactLeadStatuses'), picker('processingContactData', 'getContactLealBasics'),
    picker('lifeCycleStage', 'getContactLifeCycleStages'), ...only(true, text('linkedinUrl')), text('maritalStatus'),
    ...only(true, text('memberEmail')), text('membershipNote'), text('message'), ...only(true, text('militaryStatus')),
    text('mobilePhoneNumber'), picker('numberOfEmployees', 'getContactNumberOfEmployees'),
    picker('originalSource', 'getContactOriginalSources'), ...only(true, text('persona')), text('phoneNumber'),
    ...only(false, properties), text('postalCode'), picker('prefferedLanguage', 'getContactPrefferedLanguages'),
    ...only(
      true,
      date('prospectingAgentLastEnrolled'),
      { name: 'prospectingAgentTotalEnrolledCount', type: 'number', default: '' },
    ),
    text('relationshipStatus'), text('salutation'), text('school'), text('seniority'), date('startDate'),
    text('stateRegion'), ...only(true, text('stateRegionCode')), picker('status', 'getContactStatuses'),
    text('streetAddress'), ...only(true, { name: 'timeZone', type: 'options', default: '', options: ENUMS.timeZone }),
    text('twitterUsername'), text('websiteUrl'), ...only(true, text('whatsappPhoneNumber')), text('workEmail'),
  ];
}
