import type { TMe } from '@bagdar/contracts';
import { Avatar, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredMenu, type TMenuButtonProps } from '../../components/deferred-menu.tsx';
import { Initials } from '../../components/initials.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';

const loadDropdown = () => import('./user-menu-dropdown.tsx').then((m) => m.UserMenuDropdown);

/** The avatar button. */
function UserMenuButton(props: TMenuButtonProps) {
  const { t } = useTranslation('app');
  const me = useMe().data ?? null;
  return (
    <UnstyledButton
      {...props}
      data-testid="user-menu"
      aria-label={t('shell.userMenu')}
      aria-haspopup="menu"
      style={{ borderRadius: '50%' }}
    >
      <Avatar src={me?.avatarUrl ?? null} alt="" color="blue" radius="xl">
        <Initials firstName={me?.firstName ?? '?'} lastName={me?.lastName ?? ''} />
      </Avatar>
    </UnstyledButton>
  );
}

/** The avatar button and its menu (profile, settings, sign out), whose code loads on first use. */
export function UserMenu({ me }: { me: TMe | null }) {
  return <DeferredMenu load={loadDropdown} Button={UserMenuButton} props={{ me }} />;
}
