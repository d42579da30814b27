import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Logo } from '../../../components/logo.tsx';
import classes from '../legal.module.css';

export function LegalHeader() {
  const { t } = useTranslation('legal');
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to="/"
              variant="subtle"
              color="gray"
              c="var(--mantine-color-text)"
              visibleFrom="sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('common.backHome')}
            </Button>
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
