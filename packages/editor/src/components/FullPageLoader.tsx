import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" aria-busy="true" aria-label={t('app.loading')}>
      <Loader size="md" />
    </Center>
  );
}
