import { Container, Group } from '@mantine/core';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Logo } from '../../components/logo.tsx';

export function PublicHeader() {
  return (
    <header>
      <Container size="lg" py="md">
        <Group justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
