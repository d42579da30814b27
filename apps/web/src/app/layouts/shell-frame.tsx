import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Logo } from '../../components/logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';

export interface TNavItem {
  to: string;
  label: string;
  icon: ReactNode;
  testId?: string;
}

/** The item whose path is the longest prefix of the current path is the active one. */
function activeItem(items: readonly TNavItem[], pathname: string): string | undefined {
  return items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

/** Header (burger on phones, logo, language, colour scheme, user menu) + navbar + main. */
export function ShellFrame({
  navLabel,
  items,
  footerItems = [],
  userMenu,
}: {
  navLabel: string;
  items: readonly TNavItem[];
  footerItems?: readonly TNavItem[];
  userMenu: ReactNode;
}) {
  const { t } = useTranslation('app');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const active = activeItem([...items, ...footerItems], pathname);

  const renderItem = (item: TNavItem) => (
    <NavLink
      key={item.to}
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={item.icon}
      active={item.to === active}
      aria-current={item.to === active ? 'page' : undefined}
      onClick={close}
      data-testid={item.testId}
      variant="light"
    />
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
              aria-expanded={opened}
              aria-controls="app-navbar"
            />
            <Logo to="/app/feed" size={26} wordmarkVisibleFrom="xs" />
          </Group>
          <Group gap={6} wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            {userMenu}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" p="sm" component="nav" aria-label={navLabel}>
        <AppShell.Section grow component={ScrollArea}>
          {items.map(renderItem)}
        </AppShell.Section>
        <AppShell.Section>{footerItems.map(renderItem)}</AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
