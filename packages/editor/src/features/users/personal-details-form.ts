import type { User } from '@weft/contracts';
import { emailRule, nameRule } from '../../components/forms/field-rules';
import type { FieldRules } from '../../components/forms/field-rules';

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  email: string;
}

export function detailsOf(user: User): PersonalDetails {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' };
}

/** spec admin §5: names required and at most 32 characters; e-mail required and valid. */
export const personalDetailsRules: FieldRules<keyof PersonalDetails> = { firstName: nameRule, lastName: nameRule, email: emailRule };

/** Trimmed, as saved; the e-mail compared without case, as the server stores it lower-cased. */
export function normalizedDetails(details: PersonalDetails): PersonalDetails {
  return { firstName: details.firstName.trim(), lastName: details.lastName.trim(), email: details.email.trim().toLowerCase() };
}

export function detailsChanged(saved: PersonalDetails, edited: PersonalDetails): boolean {
  const a = normalizedDetails(saved);
  const b = normalizedDetails(edited);
  return a.firstName !== b.firstName || a.lastName !== b.lastName || a.email !== b.email;
}
