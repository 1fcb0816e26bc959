import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './AuthLayout.module.css';

export interface AuthLayoutProps {
  title: string;
  /** A line under the title, e.g. who sent an invitation. */
  subtitle?: ReactNode;
  /** Links under the form (back to sign-in, forgot password). */
  footer?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** The frame of every signed-out screen: the product's name above one centred card. */
export function AuthLayout({ title, subtitle, footer, testId, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.page} data-testid={testId}>
      <div className={classes.brand}>
        <span className={classes.brandMark} aria-hidden><IconTopologyStar3 size={20} /></span>
        {t('app.name')}
      </div>
      <Paper className={classes.card} withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="h3">{title}</Title>
            {subtitle && <Text size="sm" c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
          {footer && <Stack gap={6} align="center">{footer}</Stack>}
        </Stack>
      </Paper>
    </div>
  );
}
