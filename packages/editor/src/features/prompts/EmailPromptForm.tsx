import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../components/forms/field-rules';

interface EmailPromptFormProps {
  description: string;
  initialEmail?: string;
  submitLabel: string;
  /** Shown beside the submit button (e.g. 'Skip'); leaves the prompt without sending. */
  secondary?: { label: string; onClick: () => void; testId: string };
  onSubmit: (email: string) => Promise<void>;
  testIdPrefix: string;
}

/**
 * The contact and onboarding prompts' one field: an address, checked on submit with the message
 * of spec admin §5 ('This doesn't seem to be a valid email address').
 */
export function EmailPromptForm({ description, initialEmail = '', submitLabel, secondary, onSubmit, testIdPrefix }: EmailPromptFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!isValidEmail(email)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(email.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
      <Stack gap="sm">
        <Text size="sm" data-testid={`${testIdPrefix}-description`}>{description}</Text>
        <TextInput
          type="email"
          placeholder={t('prompts.emailPlaceholder')}
          aria-label={t('prompts.emailPlaceholder')}
          value={email}
          onChange={(event) => { setEmail(event.currentTarget.value); setInvalid(false); }}
          error={invalid ? t('prompts.invalidEmail') : undefined}
          data-autofocus
          data-testid={`${testIdPrefix}-email`}
        />
        <Group justify="flex-end">
          {secondary && <Button variant="default" onClick={secondary.onClick} data-testid={secondary.testId}>{secondary.label}</Button>}
          <Button type="submit" loading={busy} data-testid={`${testIdPrefix}-submit`}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
