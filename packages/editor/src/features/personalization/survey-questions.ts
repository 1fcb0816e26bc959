/**
 * The personalization survey (spec admin §3, §5, §9), version 'v3', as data and pure rules: which
 * questions show for the answers given so far, and the body POST /me/survey stores. The modal only
 * renders what these say.
 */
export const SURVEY_VERSION = 'v3';

/** The company type of someone who does not use the product for work: most questions then do not apply. */
export const PERSONAL_USE = 'personal';
export const OTHER = 'other';
export const SALES_AND_MARKETING = 'sales-marketing';

export const COMPANY_TYPES = ['saas', 'e-commerce', 'digital-agency', 'systems-integrator', 'education', OTHER, PERSONAL_USE] as const;
export const INDUSTRIES = [
  'finance-insurance', 'government', 'healthcare', 'it', 'legal', 'msp', 'marketing', 'media', 'manufacturing',
  'physical-retail-or-services', 'real-estate-or-construction', 'security', 'telecoms', OTHER,
] as const;
export const AUTOMATION_GOALS = [
  'customer-integrations', 'customer-support', 'engineering', 'finance-accounting', 'hr', 'operations', 'product',
  SALES_AND_MARKETING, 'security', OTHER, 'not-sure',
] as const;
export const SALES_MARKETING_GOALS = [
  'lead-generation', 'customer-communication', 'customer-actions', 'campaign-management', 'ad-campaigns', 'reporting', OTHER,
] as const;
export const USAGE_MODES = ['connect-internal-db', 'build-backend-services', 'manipulate-files'] as const;
export const COMPANY_SIZES = ['<20', '20-99', '100-499', '500-999', '1000+', 'personalUser'] as const;

/** The stored keys (spec admin §3), in the order the modal asks. */
export type QuestionKey =
  | 'companyType'
  | 'companyIndustryExtended'
  | 'otherCompanyIndustryExtended'
  | 'automationGoal'
  | 'otherAutomationGoal'
  | 'automationGoalSm'
  | 'automationGoalSmOther'
  | 'usageModes'
  | 'companySize';

export interface SurveyAnswers {
  companyType: string | null;
  companyIndustryExtended: string[];
  otherCompanyIndustryExtended: string;
  automationGoal: string | null;
  otherAutomationGoal: string;
  automationGoalSm: string[];
  automationGoalSmOther: string;
  usageModes: string[];
  companySize: string | null;
}

export const emptyAnswers: SurveyAnswers = {
  companyType: null,
  companyIndustryExtended: [],
  otherCompanyIndustryExtended: '',
  automationGoal: null,
  otherAutomationGoal: '',
  automationGoalSm: [],
  automationGoalSmOther: '',
  usageModes: [],
  companySize: null,
};

export const QUESTION_ORDER: QuestionKey[] = [
  'companyType', 'companyIndustryExtended', 'otherCompanyIndustryExtended', 'automationGoal', 'otherAutomationGoal',
  'automationGoalSm', 'automationGoalSmOther', 'usageModes', 'companySize',
];

/** Whether a question applies to the answers so far (spec admin §5, personalization conditional fields). */
export function isQuestionVisible(key: QuestionKey, answers: SurveyAnswers): boolean {
  const forWork = answers.companyType !== PERSONAL_USE;
  const salesGoal = forWork && answers.automationGoal === SALES_AND_MARKETING;
  switch (key) {
    case 'companyIndustryExtended': return answers.companyType === OTHER;
    case 'otherCompanyIndustryExtended': return answers.companyType === OTHER && answers.companyIndustryExtended.includes(OTHER);
    case 'automationGoal': return forWork;
    case 'otherAutomationGoal': return forWork && answers.automationGoal === OTHER;
    case 'automationGoalSm': return salesGoal;
    case 'automationGoalSmOther': return salesGoal && answers.automationGoalSm.includes(OTHER);
    case 'companySize': return forWork;
    default: return true;
  }
}

export function visibleQuestions(answers: SurveyAnswers): QuestionKey[] {
  return QUESTION_ORDER.filter((key) => isQuestionVisible(key, answers));
}

function isAnswered(value: SurveyAnswers[QuestionKey]): boolean {
  if (value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value.trim() !== '';
}

/**
 * What POST /me/survey sends: the answers to questions that still apply (an answer to a question
 * hidden by a later change is not kept), texts trimmed, and the survey's version.
 */
export function surveyBody(answers: SurveyAnswers): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of visibleQuestions(answers)) {
    const value = answers[key];
    if (!isAnswered(value)) continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return { ...body, version: SURVEY_VERSION };
}
