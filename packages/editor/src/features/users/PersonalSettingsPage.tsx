import { useState } from 'react';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { User } from '@weft/contracts';
import { useShellState } from '../../api/use-shell-state';
import { fieldErrorText, hasErrors, validateFields } from '../../components/forms/field-rules';
import { showErrorToast } from '../../components/notify';
import { SettingsPage } from '../settings/SettingsLayout';
import { ChangePasswordModal } from './ChangePasswordModal';
import { detailsChanged, detailsOf, normalizedDetails, personalDetailsRules } from './personal-details-form';
import type { PersonalDetails } from './personal-details-form';
import { useUpdateMe } from './use-users';
import { userDisplayName, userInitials } from './user-display';

type Field = keyof PersonalDetails;

function PersonalDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const saved = detailsOf(user);
  const [details, setDetails] = useState<PersonalDetails>(saved);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [passwordOpen, setPasswordOpen] = useState(false);
  const problems = validateFields(personalDetailsRules, details);
  const valid = !hasErrors(problems);
  const changed = detailsChanged(saved, details);

  const field = (name: Field) => ({
    value: details[name],
    error: touched[name] ? fieldErrorText(t, problems[name]) : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDetails((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const save = () => {
    setTouched({ firstName: true, lastName: true, email: true });
    if (!valid || !changed) return;
    update.mutate({ id: user.id, details: normalizedDetails(details) }, {
      onSuccess: (updated) => {
        setDetails(detailsOf(updated));
        notifications.show({ color: 'green', title: t('settings.personal.savedTitle'), message: t('settings.personal.savedMessage') });
      },
      onError: (error) => showErrorToast({ title: t('settings.personal.saveErrorTitle'), error }),
    });
  };

  // The modal stays outside the form: its own submit would bubble through the React tree into this one.
  return (
    <>
      <form noValidate onSubmit={(event) => { event.preventDefault(); save(); }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz={16} fw={600} mb="md">{t('settings.personal.basicInformation')}</Title>
            <Stack gap="md">
              <Group grow align="flex-start">
                <TextInput label={t('settings.personal.firstName')} autoComplete="given-name" required data-testid="personal-first-name" {...field('firstName')} />
                <TextInput label={t('settings.personal.lastName')} autoComplete="family-name" required data-testid="personal-last-name" {...field('lastName')} />
              </Group>
              <TextInput label={t('settings.personal.email')} type="email" autoComplete="email" required data-testid="personal-email" {...field('email')} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={2} fz={16} fw={600} mb="xs">{t('settings.personal.security')}</Title>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">{t('settings.personal.passwordHint')}</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => setPasswordOpen(true)} data-testid="personal-change-password">
                {t('settings.personal.changePassword')}
              </Anchor>
            </Group>
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed || !valid} loading={update.isPending} data-testid="personal-save">
              {t('settings.personal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ChangePasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

/** Settings > Personal (spec admin §2): the signed-in user's names and e-mail, and their password. */
export function PersonalSettingsPage() {
  const { t } = useTranslation();
  const shell = useShellState();
  const user = shell.status === 'ready' ? shell.user : null;
  if (!user) return null;
  const name = userDisplayName(user);
  return (
    <SettingsPage title={t('settings.personal.title')} testId="personal-settings">
      <Group gap="md" mb="xl">
        <Avatar size={48} radius="xl" color="indigo">{userInitials(name)}</Avatar>
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">{user.email}</Text>
        </div>
      </Group>
      <PersonalDetailsForm key={user.id} user={user} />
    </SettingsPage>
  );
}
