/**
 * Field rules of every account form (spec admin §5): the signed-out pages, personal settings and
 * the change-password modal. Pure functions that answer an error key (worded once, under
 * `fieldRules.*` in the catalogue) or null, so the rules are testable without a browser and every
 * form words the same problem the same way.
 */
import type { TFunction } from 'i18next';
import {
  emailSchema, NAME_MAX_LENGTH, newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PATTERNS, personNameSchema,
} from '@weft/contracts';

export type FieldErrorKey =
  | 'required'
  | 'invalidEmail'
  | 'nameTooLong'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordNeedsNumber'
  | 'passwordNeedsCapital'
  | 'passwordsMustMatch';

export interface FieldError {
  key: FieldErrorKey;
  /** Values the message interpolates (a length limit). */
  params?: Record<string, number>;
}

export type FieldValues<K extends string> = Record<K, string>;
export type FieldRule<K extends string> = (value: string, values: FieldValues<K>) => FieldError | null;
export type FieldRules<K extends string> = Partial<Record<K, FieldRule<K>>>;
export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

/** Checked with the contracts' schema, so the editor never passes an address the server would refuse, nor refuses one it takes. */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

export function requiredRule(value: string): FieldError | null {
  return value.trim() === '' ? { key: 'required' } : null;
}

export function emailRule(value: string): FieldError | null {
  return requiredRule(value) ?? (isValidEmail(value) ? null : { key: 'invalidEmail' });
}

export function nameRule(value: string): FieldError | null {
  if (requiredRule(value)) return { key: 'required' };
  return personNameSchema.safeParse(value).success ? null : { key: 'nameTooLong', params: { max: NAME_MAX_LENGTH } };
}

/**
 * The default password rules (8 or more characters, at least 1 number and 1 capital letter), as the
 * contracts' schema checks them; the first failed check names the message.
 */
export function passwordRule(value: string): FieldError | null {
  if (value === '') return { key: 'required' };
  const issue = newPasswordSchema.safeParse(value).error?.issues[0];
  if (!issue) return null;
  if (issue.code === 'too_small') return { key: 'passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  if (issue.code === 'too_big') return { key: 'passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } };
  const pattern = issue.code === 'invalid_format' && 'pattern' in issue ? issue.pattern : undefined;
  return pattern === String(PASSWORD_PATTERNS.number) ? { key: 'passwordNeedsNumber' } : { key: 'passwordNeedsCapital' };
}

/** A rule for the re-entered password: required, and equal to the field named `other`. */
export function matchesRule<K extends string>(other: K): FieldRule<K> {
  return (value, values) => {
    if (value === '') return { key: 'required' };
    return value === values[other] ? null : { key: 'passwordsMustMatch' };
  };
}

export function validateField<K extends string>(rules: FieldRules<K>, field: K, values: FieldValues<K>): FieldError | null {
  const rule = rules[field];
  return rule ? rule(values[field], values) : null;
}

/** Every field's error; an empty object means the form may be sent. */
export function validateFields<K extends string>(rules: FieldRules<K>, values: FieldValues<K>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const error = validateField(rules, field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The message under a field, from the one catalogue block of these rules. */
export function fieldErrorText(t: TFunction, error: FieldError | null | undefined): string | undefined {
  return error ? t(`fieldRules.${error.key}`, { ...error.params }) : undefined;
}

/** The hint under a new-password field, naming the rules before anyone breaks them. */
export function passwordRulesText(t: TFunction): string {
  return t('fieldRules.passwordRules', { min: PASSWORD_MIN_LENGTH });
}

/** The values as sent: names and e-mail trimmed, passwords exactly as typed. */
export function trimmed(value: string): string {
  return value.trim();
}
