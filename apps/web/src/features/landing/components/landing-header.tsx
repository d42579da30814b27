import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Logo } from '../../../components/logo.tsx';
import classes from './landing.module.css';
import { LANDING_SECTIONS } from './landing-sections.ts';

/** Sticky header: logo, section anchors, language, colour scheme and the sign-in / sign-up links; a drawer below lg. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Logo />
          <Group component="nav" aria-label={t('nav.label')} gap={4} visibleFrom="lg" wrap="nowrap">
            {LANDING_SECTIONS.map((section) => (
              <a key={section.id} href={`#${section.id}`} className={classes.navLink}>
                {t(section.labelKey)}
              </a>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="lg">
              <LanguageSwitch />
            </Box>
            <ColorSchemeToggle />
            <Button
              component={Link}
              to="/auth/login"
              variant="subtle"
              color="gray"
              c="var(--mantine-color-text)"
              px="xs"
            >
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/auth/signup" color="blue.8" visibleFrom="sm">
              {t('nav.signup')}
            </Button>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>

      <Drawer.Root opened={opened} onClose={close} position="right" size="xs" hiddenFrom="lg">
        <Drawer.Overlay />
        <Drawer.Content>
          {/* role="none": Mantine renders a <header>, which would be a second banner landmark. */}
          <Drawer.Header role="none">
            <Drawer.Title fw={700}>{t('nav.menuTitle')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="md">
              <Stack component="nav" aria-label={t('nav.label')} gap={2}>
                {LANDING_SECTIONS.map((section) => (
                  <a key={section.id} href={`#${section.id}`} className={classes.drawerLink} onClick={close}>
                    {t(section.labelKey)}
                  </a>
                ))}
              </Stack>
              <Divider />
              <LanguageSwitch size="sm" />
              <Button component={Link} to="/auth/login" variant="default" fullWidth>
                {t('nav.login')}
              </Button>
              <Button component={Link} to="/auth/signup" color="blue.8" fullWidth>
                {t('nav.signup')}
              </Button>
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Box>
  );
}
