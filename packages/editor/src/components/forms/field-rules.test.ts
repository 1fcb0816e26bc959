import { describe, expect, it } from 'vitest';
import { forgotPassword, newPasswordSchema, updateMe } from '@weft/contracts';
import {
  emailRule, fieldErrorText, hasErrors, isValidEmail, matchesRule, nameRule, passwordRule, passwordRulesText, requiredRule, validateFields,
} from './field-rules';
import type { FieldErrorKey } from './field-rules';
import en from '../../i18n/en.json';

describe('e-mail', () => {
  it('accepts ordinary addresses, with spaces around them', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('  first.last+tag@mail.example.co.uk ')).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    for (const value of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'Ada <ada@example.com>', 'ada@example.c', 'ada@-x.com', '.ada@example.com', 'a..da@example.com', 'ada.@example.com']) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });

  it('agrees with the server contract on every address, so the editor neither lets through nor stops one the server decides otherwise', () => {
    const samples = [
      'ada@example.com', "o'brien@example.ie", 'a_b-c+d@sub.example-mail.org', 'x@y.io', 'ADA@EXAMPLE.COM',
      'ada@example', 'ada@exa_mple.com', ".ada@example.com", 'a..da@example.com', "ada'@example.com", 'ada@.example.com',
      'ada@example..com', 'ada@example.c0m', 'ada@e.x', 'ä@example.com', 'ada@ex ample.com',
    ];
    for (const value of samples) {
      expect(isValidEmail(value), value).toBe(forgotPassword.body?.safeParse({ email: value }).success);
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

  it('accept exactly the names the server accepts', () => {
    for (const value of ['', '  ', 'Ann', ` ${'x'.repeat(32)} `, 'x'.repeat(33)]) {
      const details = { email: 'ann@example.com', firstName: value, lastName: 'Lee' };
      expect(nameRule(value) === null, JSON.stringify(value)).toBe(updateMe.body?.safeParse(details).success);
    }
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

  it('accept exactly the passwords the server accepts', () => {
    for (const value of ['', 'Abc1', 'Abcdefgh', 'abcdefg1', 'Abcdefg1', '  Abc1  ', `A1${'x'.repeat(62)}`, `A1${'x'.repeat(63)}`]) {
      expect(passwordRule(value) === null, value).toBe(newPasswordSchema.safeParse(value).success);
    }
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

describe('messages', () => {
  it('every error key has an English message, with the spec wording where it gives one', () => {
    const keys: FieldErrorKey[] = ['required', 'invalidEmail', 'nameTooLong', 'passwordTooShort', 'passwordTooLong', 'passwordNeedsNumber', 'passwordNeedsCapital', 'passwordsMustMatch'];
    for (const key of keys) expect(en.fieldRules[key], key).toBeTruthy();
    expect(en.fieldRules.required).toBe('This field is required');
    expect(en.fieldRules.passwordsMustMatch).toBe('Passwords must match');
  });

  it('fill in the limits the rules name', () => {
    const t = ((key: string, params: Record<string, number>) => `${key} ${JSON.stringify(params)}`) as never;
    expect(fieldErrorText(t, nameRule('x'.repeat(33)))).toBe('fieldRules.nameTooLong {"max":32}');
    expect(fieldErrorText(t, passwordRule('Abc1'))).toBe('fieldRules.passwordTooShort {"min":8}');
    expect(fieldErrorText(t, null)).toBeUndefined();
    expect(passwordRulesText(t)).toBe('fieldRules.passwordRules {"min":8}');
  });
});
