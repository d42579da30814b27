import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Logo } from '../../../components/logo.tsx';
import classes from './landing.module.css';
import { LANDING_SECTIONS } from './landing-sections.ts';

// The menu below lg is a Drawer (focus trap, portal, scroll area, floating-ui: about 20 KB gzip): it
// loads when the burger is first pointed at, focused or pressed, not with the page (decision 014).
const loadMenu = () => import('./landing-menu.tsx');
const LandingMenu = lazy(() => loadMenu().then((m) => ({ default: m.LandingMenu })));

/** Sticky header: logo, section anchors, language, colour scheme and the sign-in / sign-up links; a drawer below lg. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const prefetchMenu = () => void loadMenu();
  const burger = useRef<HTMLButtonElement>(null);
  // Focus goes back to the burger here: the drawer's own return of focus remembers the element focused
  // when it opens, which it misses when it mounts already open (its first opening, once loaded).
  const closeMenu = () => {
    close();
    burger.current?.focus();
  };

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
              component={AppLink}
              to="/auth/login"
              variant="subtle"
              color="gray"
              c="var(--mantine-color-text)"
              px="xs"
            >
              {t('nav.login')}
            </Button>
            <Button component={AppLink} to="/auth/signup" color="blue.8" visibleFrom="sm">
              {t('nav.signup')}
            </Button>
            <Burger
              ref={burger}
              opened={opened}
              onClick={() => {
                setMenuWanted(true);
                toggle();
              }}
              onPointerEnter={prefetchMenu}
              onFocus={prefetchMenu}
              hiddenFrom="lg"
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>

      {menuWanted ? (
        <Suspense fallback={null}>
          <LandingMenu opened={opened} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </Box>
  );
}
