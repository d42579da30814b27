import { canEnterAdmin } from '@bagdar/contracts';
import {
  IconBrain,
  IconBuildingBank,
  IconChecklist,
  IconCreditCard,
  IconNews,
  IconRoute,
  IconSettings,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { ShellFrame, type TNavItem } from './shell-frame.tsx';
import { UserMenu } from './user-menu.tsx';

const ICON = 18;

export function AppLayout() {
  const { t } = useTranslation('app');
  const me = useMe().data ?? null;
  const items: TNavItem[] = [
    { to: '/app/feed', label: t('nav.feed'), icon: <IconNews size={ICON} aria-hidden /> },
    { to: '/app/tests', label: t('nav.tests'), icon: <IconChecklist size={ICON} aria-hidden /> },
    { to: '/app/personality', label: t('nav.personality'), icon: <IconBrain size={ICON} aria-hidden /> },
    { to: '/app/careers', label: t('nav.careers'), icon: <IconRoute size={ICON} aria-hidden /> },
    { to: '/app/institutions', label: t('nav.institutions'), icon: <IconBuildingBank size={ICON} aria-hidden /> },
    { to: '/app/projects', label: t('nav.projects'), icon: <IconUsersGroup size={ICON} aria-hidden /> },
    {
      to: me ? `/app/profile/${encodeURIComponent(me.username)}` : '/app/feed',
      label: t('nav.profile'),
      icon: <IconUser size={ICON} aria-hidden />,
    },
    { to: '/app/settings', label: t('nav.settings'), icon: <IconSettings size={ICON} aria-hidden /> },
    { to: '/app/billing', label: t('nav.billing'), icon: <IconCreditCard size={ICON} aria-hidden /> },
  ];
  const footerItems: TNavItem[] =
    me && canEnterAdmin(me)
      ? [{ to: '/admin', label: t('nav.admin'), icon: <IconShieldLock size={ICON} aria-hidden />, testId: 'nav-admin' }]
      : [];
  return (
    <ShellFrame
      navLabel={t('shell.navLabel')}
      items={items}
      footerItems={footerItems}
      userMenu={
        <Group gap="xs" wrap="nowrap">
          <NotificationBell />
          <UserMenu me={me} />
        </Group>
      }
    />
  );
}
