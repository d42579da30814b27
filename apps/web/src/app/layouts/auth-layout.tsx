import { Anchor, Box, Container, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { PublicHeader } from './public-header.tsx';

/** The "onboarding page" layout: one card in the middle (login, signup, onboarding, forgot, reset, verify). */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader />
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size={640}
        w="100%"
        px={{ base: 'xs', sm: 'md' }}
        py={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1 }}
      >
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Paper>
      </Container>
      <Box component="footer" py="md">
        <Group justify="center" gap="md">
          <Text size="xs" c="dimmed">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Anchor component={Link} to="/legal/terms" size="xs">
            {t('legalLinks.terms')}
          </Anchor>
          <Anchor component={Link} to="/legal/privacy" size="xs">
            {t('legalLinks.privacy')}
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
