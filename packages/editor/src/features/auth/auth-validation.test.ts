import { describe, expect, it } from 'vitest';
import {
  emailRule, hasErrors, isValidEmail, linkQueryError, matchesRule, nameRule, passwordRule, requiredRule, validateFields,
} from './auth-validation';
import en from '../../i18n/en.json';

describe('e-mail', () => {
  it('accepts ordinary addresses, with spaces around them', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('  first.last+tag@mail.example.co.uk ')).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    for (const value of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'Ada <ada@example.com>', 'ada@example.c', 'ada@-x.com']) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });

  it('says required before invalid', () => {
    expect(emailRule('  ')).toEqual({ key: 'required' });
    expect(emailRule('ada@')).toEqual({ key: 'invalidEmail' });
    expect(emailRule('ada@example.com')).toBeNull();
  });
});

describe('names', () => {
  it('are required and at most 32 characters once trimmed', () => {
    expect(nameRule('')).toEqual({ key: 'required' });
    expect(nameRule('   ')).toEqual({ key: 'required' });
    expect(nameRule('x'.repeat(32))).toBeNull();
    expect(nameRule(` ${'x'.repeat(32)} `)).toBeNull();
    expect(nameRule('x'.repeat(33))).toEqual({ key: 'nameTooLong', params: { max: 32 } });
  });
});

describe('the default password rules', () => {
  it('need 8 or more characters, a number and a capital letter', () => {
    expect(passwordRule('')).toEqual({ key: 'required' });
    expect(passwordRule('Abc1')).toEqual({ key: 'passwordTooShort', params: { min: 8 } });
    expect(passwordRule('Abcdefgh')).toEqual({ key: 'passwordNeedsNumber' });
    expect(passwordRule('abcdefg1')).toEqual({ key: 'passwordNeedsCapital' });
    expect(passwordRule('Abcdefg1')).toBeNull();
  });

  it('take the password as typed: spaces count, nothing is trimmed', () => {
    expect(passwordRule('  Abc1  ')).toBeNull();
  });

  it('refuse more than the server stores', () => {
    expect(passwordRule(`A1${'x'.repeat(63)}`)).toEqual({ key: 'passwordTooLong', params: { max: 64 } });
  });
});

describe('re-entered password', () => {
  const rule = matchesRule<'password' | 'password2'>('password');
  it('must match the first one', () => {
    expect(rule('', { password: 'Abcdefg1', password2: '' })).toEqual({ key: 'required' });
    expect(rule('Abcdefg2', { password: 'Abcdefg1', password2: 'Abcdefg2' })).toEqual({ key: 'passwordsMustMatch' });
    expect(rule('Abcdefg1', { password: 'Abcdefg1', password2: 'Abcdefg1' })).toBeNull();
  });
});

describe('validateFields', () => {
  it('answers the error of every field that has one', () => {
    const errors = validateFields({ email: emailRule, password: requiredRule }, { email: 'nope', password: '' });
    expect(errors).toEqual({ email: { key: 'invalidEmail' }, password: { key: 'required' } });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(validateFields({ email: emailRule }, { email: 'ada@example.com' }))).toBe(false);
  });

  it('leaves fields without a rule alone', () => {
    expect(validateFields<'a' | 'b'>({ a: requiredRule }, { a: 'x', b: '' })).toEqual({});
  });
});

describe('linkQueryError', () => {
  it('names the first missing value of an e-mailed link', () => {
    expect(linkQueryError('?userId=u1', 'token', 'userId')).toBe('missingToken');
    expect(linkQueryError('?token=t1', 'token', 'userId')).toBe('missingUserId');
    expect(linkQueryError('?token=&userId=u1', 'token', 'userId')).toBe('missingToken');
    expect(linkQueryError('', 'inviterId', 'inviteeId')).toBe('missingToken');
    expect(linkQueryError('?inviterId=a&inviteeId=b', 'inviterId', 'inviteeId')).toBeNull();
  });
});

describe('messages', () => {
  it('every error key has an English message, with the spec wording where it gives one', () => {
    const keys = ['required', 'invalidEmail', 'nameTooLong', 'passwordTooShort', 'passwordTooLong', 'passwordNeedsNumber', 'passwordNeedsCapital', 'passwordsMustMatch'] as const;
    for (const key of keys) expect(en.auth.validation[key], key).toBeTruthy();
    expect(en.auth.validation.passwordsMustMatch).toBe('Passwords must match');
    expect(en.auth.link).toMatchObject({ missingToken: 'Missing token', missingUserId: 'Missing user ID' });
  });
});
