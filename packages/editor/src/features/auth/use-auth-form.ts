import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, hasErrors, validateField, validateFields } from '../../components/forms/field-rules';
import type { FieldErrors, FieldRules, FieldValues } from '../../components/forms/field-rules';

export interface AuthFormOptions<K extends string> {
  initial: FieldValues<K>;
  /** The fields are those of `initial`; a rule may read any of them (the re-entered password). */
  rules: FieldRules<NoInfer<K>>;
  /** Check a field when it loses focus (spec admin §5); sign-in checks only on submit. */
  validateOnBlur: boolean;
  /** Sends the checked values; what it throws shows above the form (AuthFormError). */
  send: (values: FieldValues<K>) => Promise<void>;
}

export interface FieldProps {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * The state of a signed-out form: values, the errors shown so far, and its submission. A field's
 * error appears on blur (when asked) or on submit; once shown it follows what is typed, so it clears
 * as soon as the value is right.
 */
export function useAuthForm<K extends string>({ initial, rules, validateOnBlur, send }: AuthFormOptions<K>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FieldValues<K>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

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
    error: fieldErrorText(t, errors[name]),
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

  const submit = async () => {
    const all = validateFields(rules, values);
    setErrors(all);
    if (hasErrors(all)) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(values);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  /** The form's onSubmit: shows every field's error, and sends only when there is none. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return { field, onSubmit, busy, failure };
}
