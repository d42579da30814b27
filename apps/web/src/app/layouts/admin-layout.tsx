import { IconArrowBack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me.ts';
import { adminNavFor } from './admin-nav.ts';
import { ShellFrame, type TNavItem } from './shell-frame.tsx';
import { UserMenu } from './user-menu.tsx';

const ICON = 18;

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useMe().data ?? null;
  const visible: TNavItem[] = adminNavFor(me).map(({ to, labelKey, icon: Icon }) => ({
    to,
    label: t(`nav.${labelKey}`),
    icon: <Icon size={ICON} aria-hidden />,
  }));
  const footerItems: TNavItem[] = [
    { to: '/app/feed', label: t('nav.backToApp'), icon: <IconArrowBack size={ICON} aria-hidden /> },
  ];
  return (
    <ShellFrame navLabel={t('nav.label')} items={visible} footerItems={footerItems} userMenu={<UserMenu me={me} />} />
  );
}
