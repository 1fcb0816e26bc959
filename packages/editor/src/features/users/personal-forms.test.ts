import { describe, expect, it } from 'vitest';
import { validateFields } from '../../components/forms/field-rules';
import { detailsChanged, personalDetailsRules } from './personal-details-form';
import { passwordChangeRules } from './password-form';

const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const keys = (errors: Partial<Record<string, { key: string } | undefined>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]));

describe('personal details', () => {
  it('accepts a complete form', () => {
    expect(validateFields(personalDetailsRules, valid)).toEqual({});
  });

  it('requires both names and the e-mail', () => {
    expect(keys(validateFields(personalDetailsRules, { firstName: ' ', lastName: '', email: '' })))
      .toEqual({ firstName: 'required', lastName: 'required', email: 'required' });
  });

  it('allows names of up to 32 characters', () => {
    expect(validateFields(personalDetailsRules, { ...valid, firstName: 'a'.repeat(32) })).toEqual({});
    expect(keys(validateFields(personalDetailsRules, { ...valid, lastName: 'a'.repeat(33) }))).toEqual({ lastName: 'nameTooLong' });
  });

  it('wants a valid e-mail address', () => {
    expect(keys(validateFields(personalDetailsRules, { ...valid, email: 'ann@' }))).toEqual({ email: 'invalidEmail' });
  });
});

describe('detailsChanged', () => {
  it('ignores surrounding spaces and the case of the e-mail', () => {
    expect(detailsChanged(valid, { firstName: ' Ann ', lastName: 'Lee', email: 'ANN@example.com' })).toBe(false);
    expect(detailsChanged(valid, { ...valid, lastName: 'Li' })).toBe(true);
  });
});

describe('password change', () => {
  const filled = { currentPassword: 'old', password: 'Abcdefg1', password2: 'Abcdefg1' };

  it('applies the default password rules to the new password', () => {
    expect(keys(validateFields(passwordChangeRules, { ...filled, password: 'Abc1', password2: 'Abc1' }))).toEqual({ password: 'passwordTooShort' });
    expect(keys(validateFields(passwordChangeRules, { ...filled, password: 'abcdefg1', password2: 'abcdefg1' }))).toEqual({ password: 'passwordNeedsCapital' });
  });

  it('requires all three fields', () => {
    expect(keys(validateFields(passwordChangeRules, { currentPassword: '', password: '', password2: '' })))
      .toEqual({ currentPassword: 'required', password: 'required', password2: 'required' });
  });

  it('wants the two new entries to match', () => {
    expect(keys(validateFields(passwordChangeRules, { ...filled, password2: 'Abcdefg2' }))).toEqual({ password2: 'passwordsMustMatch' });
    expect(validateFields(passwordChangeRules, filled)).toEqual({});
  });
});
