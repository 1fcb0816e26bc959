import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import {
  AUTOMATION_GOALS, COMPANY_SIZES, COMPANY_TYPES, INDUSTRIES, SALES_MARKETING_GOALS, USAGE_MODES, emptyAnswers, surveyBody, visibleQuestions,
} from './survey-questions';
import type { SurveyAnswers } from './survey-questions';
import { shouldOfferSurvey } from './survey-offer';
import type { Settings, User } from '@weft/contracts';

const answers = (patch: Partial<SurveyAnswers>): SurveyAnswers => ({ ...emptyAnswers, ...patch });

describe('options (spec admin §9)', () => {
  it('has the counts the spec gives', () => {
    expect(COMPANY_SIZES).toHaveLength(6);
    expect(COMPANY_TYPES).toHaveLength(7);
    expect(INDUSTRIES).toHaveLength(14);
    expect(INDUSTRIES).toContain('other');
    expect(AUTOMATION_GOALS).toHaveLength(11);
    expect(SALES_MARKETING_GOALS).toHaveLength(7);
    expect(USAGE_MODES).toHaveLength(3);
  });

  it('has an English label for every option', () => {
    const lists = {
      companyType: COMPANY_TYPES, companyIndustryExtended: INDUSTRIES, automationGoal: AUTOMATION_GOALS,
      automationGoalSm: SALES_MARKETING_GOALS, usageModes: USAGE_MODES, companySize: COMPANY_SIZES,
    };
    for (const [key, values] of Object.entries(lists)) {
      const labels = en.personalization.options[key as keyof typeof lists] as Record<string, string>;
      expect(Object.keys(labels).sort(), key).toEqual([...values].sort());
    }
  });
});

describe('conditional questions (spec admin §5)', () => {
  it('asks type, goal, usage and size at first', () => {
    expect(visibleQuestions(emptyAnswers)).toEqual(['companyType', 'automationGoal', 'usageModes', 'companySize']);
  });

  it('asks for industries only when the company type is other, and their text only when they include other', () => {
    expect(visibleQuestions(answers({ companyType: 'saas' }))).not.toContain('companyIndustryExtended');
    expect(visibleQuestions(answers({ companyType: 'other' }))).toContain('companyIndustryExtended');
    expect(visibleQuestions(answers({ companyType: 'other', companyIndustryExtended: ['legal'] }))).not.toContain('otherCompanyIndustryExtended');
    expect(visibleQuestions(answers({ companyType: 'other', companyIndustryExtended: ['legal', 'other'] }))).toContain('otherCompanyIndustryExtended');
    expect(visibleQuestions(answers({ companyType: 'saas', companyIndustryExtended: ['other'] }))).not.toContain('otherCompanyIndustryExtended');
  });

  it('hides goal and size when not using it for work', () => {
    const shown = visibleQuestions(answers({ companyType: 'personal', automationGoal: 'sales-marketing' }));
    expect(shown).toEqual(['companyType', 'usageModes']);
  });

  it('asks for goal text when the goal is other, and for sales goals when it is sales and marketing', () => {
    expect(visibleQuestions(answers({ automationGoal: 'other' }))).toContain('otherAutomationGoal');
    const sales = answers({ automationGoal: 'sales-marketing' });
    expect(visibleQuestions(sales)).toContain('automationGoalSm');
    expect(visibleQuestions(sales)).not.toContain('automationGoalSmOther');
    expect(visibleQuestions({ ...sales, automationGoalSm: ['other'] })).toContain('automationGoalSmOther');
  });
});

describe('surveyBody', () => {
  it('sends the version and only answered questions', () => {
    expect(surveyBody(emptyAnswers)).toEqual({ version: 'v3' });
    expect(surveyBody(answers({ companyType: 'saas', usageModes: ['manipulate-files'], companySize: '<20' }))).toEqual({
      companyType: 'saas', usageModes: ['manipulate-files'], companySize: '<20', version: 'v3',
    });
  });

  it('drops answers to questions a later answer hid, and trims texts', () => {
    const body = surveyBody(answers({
      companyType: 'personal', automationGoal: 'other', otherAutomationGoal: 'invoices', companySize: '20-99', usageModes: ['build-backend-services'],
    }));
    expect(body).toEqual({ companyType: 'personal', usageModes: ['build-backend-services'], version: 'v3' });
    expect(surveyBody(answers({ automationGoal: 'other', otherAutomationGoal: '  invoices ' }))).toMatchObject({ otherAutomationGoal: 'invoices' });
  });
});

describe('shouldOfferSurvey', () => {
  const settings = { personalizationSurveyEnabled: true } as Settings;
  const owner = { id: 'u1', globalRole: { name: 'owner' }, personalizationAnswers: null } as User;

  it('offers it to a user without answers while it is switched on', () => {
    expect(shouldOfferSurvey(settings, owner)).toBe(true);
  });

  it('does not offer it when off, answered, closed before, signed out or to the default user', () => {
    expect(shouldOfferSurvey({ personalizationSurveyEnabled: false } as Settings, owner)).toBe(false);
    expect(shouldOfferSurvey(settings, { ...owner, personalizationAnswers: { version: 'v3', companySize: '<20' } })).toBe(false);
    expect(shouldOfferSurvey(settings, { ...owner, personalizationAnswers: surveyBody(emptyAnswers) })).toBe(false);
    expect(shouldOfferSurvey(settings, null)).toBe(false);
    expect(shouldOfferSurvey(settings, { ...owner, globalRole: { name: 'default' } })).toBe(false);
  });
});
