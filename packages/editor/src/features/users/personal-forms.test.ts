import { describe, expect, it } from 'vitest';
import { detailsChanged, personalDetailsProblems } from './personal-details-form';
import { newPasswordProblem, passwordChangeProblems } from './password-form';

const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

describe('personalDetailsProblems', () => {
  it('accepts a complete form', () => {
    expect(personalDetailsProblems(valid)).toEqual({});
  });

  it('requires both names and the e-mail', () => {
    expect(personalDetailsProblems({ firstName: ' ', lastName: '', email: '' }))
      .toEqual({ firstName: 'required', lastName: 'required', email: 'required' });
  });

  it('allows names of up to 32 characters', () => {
    expect(personalDetailsProblems({ ...valid, firstName: 'a'.repeat(32) })).toEqual({});
    expect(personalDetailsProblems({ ...valid, lastName: 'a'.repeat(33) })).toEqual({ lastName: 'tooLong' });
  });

  it('wants a valid e-mail address', () => {
    expect(personalDetailsProblems({ ...valid, email: 'ann@' })).toEqual({ email: 'invalidEmail' });
  });
});

describe('detailsChanged', () => {
  it('ignores surrounding spaces and the case of the e-mail', () => {
    expect(detailsChanged(valid, { firstName: ' Ann ', lastName: 'Lee', email: 'ANN@example.com' })).toBe(false);
    expect(detailsChanged(valid, { ...valid, lastName: 'Li' })).toBe(true);
  });
});

describe('password change', () => {
  it('applies the default password rules', () => {
    expect(newPasswordProblem('')).toBe('required');
    expect(newPasswordProblem('Abc1')).toBe('tooShort');
    expect(newPasswordProblem('Abcdefgh')).toBe('needsNumber');
    expect(newPasswordProblem('abcdefg1')).toBe('needsCapital');
    expect(newPasswordProblem('Abcdefg1')).toBeUndefined();
    expect(newPasswordProblem(`A1${'a'.repeat(63)}`)).toBe('tooLong');
  });

  it('requires all three fields', () => {
    expect(passwordChangeProblems({ currentPassword: '', password: '', password2: '' }))
      .toEqual({ currentPassword: 'required', password: 'required', password2: 'required' });
  });

  it('wants the two new entries to match', () => {
    expect(passwordChangeProblems({ currentPassword: 'old', password: 'Abcdefg1', password2: 'Abcdefg2' })).toEqual({ password2: 'mustMatch' });
    expect(passwordChangeProblems({ currentPassword: 'old', password: 'Abcdefg1', password2: 'Abcdefg1' })).toEqual({});
  });
});
