import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { OrgApplicationForm } from '../../features/org-application/components/org-application-form.tsx';

/** `/organizations/apply`: public, linked from the landing page, the paywall and the billing page. */
export function OrgApplyPage() {
  const { t } = useTranslation('org-application');
  usePageTitle(t('title'));
  return (
    <>
      <SkipLink />
      <Container size="sm" py="xl" component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Stack gap="lg">
          <Anchor component={Link} to="/" aria-label={t('home')}>
            <Logo />
          </Anchor>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <OrgApplicationForm />
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
