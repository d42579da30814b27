import { CONTACTS } from '@bagdar/contracts';
import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { Logo } from '../../../components/logo.tsx';
import classes from './landing.module.css';
import { LANDING_SECTIONS } from './landing-sections.ts';

const LEGAL_LINKS = [
  { to: '/legal/privacy', labelKey: 'footer.privacy' },
  { to: '/legal/offer', labelKey: 'footer.offer' },
  { to: '/legal/terms', labelKey: 'footer.terms' },
] as const;

/** "+7 (717) 200-00-00" -> "tel:+77172000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ColumnTitle({ children }: { children: string }) {
  return (
    <Text fw={700} size="sm" mb="xs">
      {children}
    </Text>
  );
}

export function LandingFooter() {
  const { t } = useTranslation('landing');
  const city = t(`footer.cities.${CONTACTS.city}`, { defaultValue: CONTACTS.city });

  return (
    <footer className={classes.footer} data-testid="landing-footer">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm" className={classes.muted}>
              {t('footer.tagline')}
            </Text>
          </Stack>

          <nav aria-label={t('footer.product')}>
            <ColumnTitle>{t('footer.product')}</ColumnTitle>
            <Stack gap={8}>
              {LANDING_SECTIONS.map((section) => (
                <a key={section.id} href={`#${section.id}`} className={classes.footerLink}>
                  {t(section.labelKey)}
                </a>
              ))}
            </Stack>
          </nav>

          <nav aria-label={t('footer.documents')}>
            <ColumnTitle>{t('footer.documents')}</ColumnTitle>
            <Stack gap={8}>
              {LEGAL_LINKS.map((link) => (
                <AppLink key={link.to} to={link.to} className={classes.footerLink}>
                  {t(link.labelKey)}
                </AppLink>
              ))}
            </Stack>
          </nav>

          <address style={{ fontStyle: 'normal' }}>
            <ColumnTitle>{t('footer.contacts')}</ColumnTitle>
            <Stack gap={8}>
              <Group gap={8} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${CONTACTS.email}`} size="sm" className={classes.link}>
                  {CONTACTS.email}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor href={telHref(CONTACTS.phone)} size="sm" className={classes.link}>
                  {CONTACTS.phone}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{city}</Text>
              </Group>
              <Text size="sm" className={classes.muted}>
                {t('footer.support')}
              </Text>
            </Stack>
          </address>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm" className={classes.muted}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
