import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@weft/contracts';

export interface PasswordChangeForm {
  currentPassword: string;
  password: string;
  password2: string;
}

export const emptyPasswordChangeForm: PasswordChangeForm = { currentPassword: '', password: '', password2: '' };

/** A problem with one field, as a catalogue key (the modal translates it). */
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'needsNumber' | 'needsCapital' | 'mustMatch';
export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeForm, PasswordProblem>>;

/** The default password rules of spec admin §5: 8 or more characters, a number and a capital letter. */
export function newPasswordProblem(password: string): PasswordProblem | undefined {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!/\d/.test(password)) return 'needsNumber';
  if (!/[A-Z]/.test(password)) return 'needsCapital';
  return undefined;
}

/** All three fields required; the new password per the rules; the two new entries the same. */
export function passwordChangeProblems(form: PasswordChangeForm): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  if (!form.currentPassword) problems.currentPassword = 'required';
  const password = newPasswordProblem(form.password);
  if (password) problems.password = password;
  if (!form.password2) problems.password2 = 'required';
  else if (form.password2 !== form.password) problems.password2 = 'mustMatch';
  return problems;
}
