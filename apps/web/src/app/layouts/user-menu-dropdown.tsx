import type { TMe } from '@bagdar/contracts';
import { Menu, Text } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TDeferredMenuProps } from '../../components/deferred-menu.tsx';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { translateApiError } from '../../lib/error-messages.ts';
import { notifyError } from '../../lib/notifications.ts';

/** The user menu's dropdown (user-menu.tsx loads it when its button is first pointed at or focused). */
export function UserMenuDropdown({ me, target }: { me: TMe | null } & TDeferredMenuProps) {
  const { t } = useTranslation(['app', 'common', 'errors']);
  const logout = useLogout();
  const navigate = useNavigate();

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
      await navigate('/auth/login');
    } catch (error) {
      notifyError(translateApiError(t, error, t('app:shell.logoutError')), t('app:shell.logoutError'));
    }
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {me ? (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {me.firstName} {me.lastName}
            </Text>
            <Text size="xs" truncate>
              @{me.username}
            </Text>
          </Menu.Label>
        ) : null}
        <Menu.Item
          component={Link}
          to={me ? `/app/profile/${encodeURIComponent(me.username)}` : '/app/feed'}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('app:nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/app/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('app:nav.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          data-testid="logout"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void onLogout()}
          disabled={logout.isPending}
        >
          {t('common:actions.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
