import { NAME_MAX_LENGTH } from '@weft/contracts';
import type { User } from '@weft/contracts';
import { isValidEmail } from './email-pattern';

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  email: string;
}

/** A problem with one field, as a catalogue key (the page translates it). */
export type FieldProblem = 'required' | 'tooLong' | 'invalidEmail';
export type PersonalDetailsProblems = Partial<Record<keyof PersonalDetails, FieldProblem>>;

export function detailsOf(user: User): PersonalDetails {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' };
}

function nameProblem(value: string): FieldProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > NAME_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** spec admin §5: names required and at most 32 characters; e-mail required and valid. */
export function personalDetailsProblems(details: PersonalDetails): PersonalDetailsProblems {
  const problems: PersonalDetailsProblems = {};
  const firstName = nameProblem(details.firstName);
  const lastName = nameProblem(details.lastName);
  if (firstName) problems.firstName = firstName;
  if (lastName) problems.lastName = lastName;
  if (!details.email.trim()) problems.email = 'required';
  else if (!isValidEmail(details.email)) problems.email = 'invalidEmail';
  return problems;
}

/** Trimmed, as saved; the e-mail compared without case, as the server stores it lower-cased. */
export function normalizedDetails(details: PersonalDetails): PersonalDetails {
  return { firstName: details.firstName.trim(), lastName: details.lastName.trim(), email: details.email.trim().toLowerCase() };
}

export function detailsChanged(saved: PersonalDetails, edited: PersonalDetails): boolean {
  const a = normalizedDetails(saved);
  const b = normalizedDetails(edited);
  return a.firstName !== b.firstName || a.lastName !== b.lastName || a.email !== b.email;
}
