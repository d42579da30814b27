import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import classes from './landing.module.css';
import { LANDING_SECTIONS } from './landing-sections.ts';

/**
 * The landing header's menu below lg: section anchors, language and the sign-in / sign-up links.
 * `onClose` puts the focus back on the burger (landing-header.tsx).
 */
export function LandingMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Drawer.Root opened={opened} onClose={onClose} returnFocus={false} position="right" size="xs" hiddenFrom="lg">
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
                <a key={section.id} href={`#${section.id}`} className={classes.drawerLink} onClick={onClose}>
                  {t(section.labelKey)}
                </a>
              ))}
            </Stack>
            <Divider />
            <LanguageSwitch size="sm" />
            <Button component={AppLink} to="/auth/login" variant="default" fullWidth>
              {t('nav.login')}
            </Button>
            <Button component={AppLink} to="/auth/signup" color="blue.8" fullWidth>
              {t('nav.signup')}
            </Button>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
