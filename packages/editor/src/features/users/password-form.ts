import { matchesRule, passwordRule, requiredRule } from '../../components/forms/field-rules';
import type { FieldRules } from '../../components/forms/field-rules';

export interface PasswordChangeForm {
  currentPassword: string;
  password: string;
  password2: string;
}

export const emptyPasswordChangeForm: PasswordChangeForm = { currentPassword: '', password: '', password2: '' };

/** spec admin §5, change password (modal): all three fields required; the new password per the rules; the two new entries the same. */
export const passwordChangeRules: FieldRules<keyof PasswordChangeForm> = {
  currentPassword: requiredRule,
  password: passwordRule,
  password2: matchesRule('password'),
};
