import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';

export type TErrorPageCode = '404' | '403' | '500';

/** The 404 / 403 / 500 pages: what happened and a way out (home, app, back). */
export function ErrorView({ code, detail }: { code: TErrorPageCode; detail?: string | undefined }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  usePageTitle(t(`pages.${code}.title`));
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Text fz={80} fw={900} c="blue.7" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={1}>{t(`pages.${code}.title`)}</Title>
        <Text c="dimmed" size="lg">
          {t(`pages.${code}.body`)}
        </Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Group justify="center">
          <Button component={Link} to="/">
            {t('common:actions.home')}
          </Button>
          <Button component={Link} to="/app/feed" variant="light">
            {t('common:actions.goToApp')}
          </Button>
          <Button variant="subtle" onClick={() => void navigate(-1)}>
            {t('common:actions.back')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
