import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrors, validateField, validateFields } from './auth-validation';
import type { FieldError, FieldErrors, FieldRules, FieldValues } from './auth-validation';

export interface AuthFormOptions<K extends string> {
  initial: FieldValues<K>;
  /** The fields are those of `initial`; a rule may read any of them (the re-entered password). */
  rules: FieldRules<NoInfer<K>>;
  /** Check a field when it loses focus (spec admin §5); sign-in checks only on submit. */
  validateOnBlur: boolean;
}

export interface FieldProps {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * The state of a signed-out form: values, and the errors shown so far. A field's error appears on
 * blur (when asked) or on submit; once shown it follows what is typed, so it clears as soon as the
 * value is right.
 */
export function useAuthForm<K extends string>({ initial, rules, validateOnBlur }: AuthFormOptions<K>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FieldValues<K>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const message = (error: FieldError | undefined) => (error ? t(`auth.validation.${error.key}`, { ...error.params }) : undefined);

  const recheck = (next: FieldValues<K>, shown: FieldErrors<K>) => {
    const updated: FieldErrors<K> = {};
    for (const field of Object.keys(shown) as K[]) {
      const error = validateField(rules, field, next);
      if (error) updated[field] = error;
    }
    return updated;
  };

  const field = (name: K): FieldProps => ({
    value: values[name],
    error: message(errors[name]),
    onChange: (event) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      setErrors((shown) => recheck(next, shown));
    },
    onBlur: () => {
      if (!validateOnBlur) return;
      const error = validateField(rules, name, values);
      setErrors((shown) => {
        const { [name]: _previous, ...rest } = shown;
        return (error ? { ...rest, [name]: error } : rest) as FieldErrors<K>;
      });
    },
  });

  /** Shows every field's error; true when the form may be sent. */
  const validate = (): boolean => {
    const all = validateFields(rules, values);
    setErrors(all);
    return !hasErrors(all);
  };

  return { values, field, validate };
}
