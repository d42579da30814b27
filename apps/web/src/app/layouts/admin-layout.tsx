import { isSuperAdminLevel } from '@bagdar/contracts';
import {
  IconArrowBack,
  IconBooks,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingCommunity,
  IconCategory,
  IconChartBar,
  IconChecklist,
  IconMapPin,
  IconFilter,
  IconHistory,
  IconReceipt,
  IconShieldCheck,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me.ts';
import { ShellFrame, type TNavItem } from './shell-frame.tsx';
import { UserMenu } from './user-menu.tsx';

const ICON = 18;
const CATALOG_PATHS = [
  '/admin/moderation/words',
  '/admin/audit',
  '/admin/tests',
  '/admin/tests/categories',
  '/admin/professions',
  '/admin/materials',
  '/admin/institutions',
  '/admin/locations/cities',
  '/admin/locations/countries',
];

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useMe().data ?? null;
  const items: TNavItem[] = [
    { to: '/admin/analytics', label: t('nav.analytics'), icon: <IconChartBar size={ICON} aria-hidden /> },
    { to: '/admin/users', label: t('nav.users'), icon: <IconUsers size={ICON} aria-hidden /> },
    {
      to: '/admin/organizations',
      label: t('nav.organizations'),
      icon: <IconBuildingCommunity size={ICON} aria-hidden />,
    },
    { to: '/admin/moderation', label: t('nav.moderation'), icon: <IconShieldCheck size={ICON} aria-hidden /> },
    { to: '/admin/moderation/words', label: t('nav.words'), icon: <IconFilter size={ICON} aria-hidden /> },
    { to: '/admin/audit', label: t('nav.audit'), icon: <IconHistory size={ICON} aria-hidden /> },
    { to: '/admin/tests', label: t('nav.tests'), icon: <IconChecklist size={ICON} aria-hidden /> },
    { to: '/admin/tests/categories', label: t('nav.testCategories'), icon: <IconCategory size={ICON} aria-hidden /> },
    { to: '/admin/institutions', label: t('nav.institutions'), icon: <IconBuildingBank size={ICON} aria-hidden /> },
    { to: '/admin/professions', label: t('nav.professions'), icon: <IconBriefcase size={ICON} aria-hidden /> },
    { to: '/admin/materials', label: t('nav.materials'), icon: <IconBooks size={ICON} aria-hidden /> },
    { to: '/admin/locations/cities', label: t('nav.cities'), icon: <IconMapPin size={ICON} aria-hidden /> },
    { to: '/admin/locations/countries', label: t('nav.countries'), icon: <IconWorld size={ICON} aria-hidden /> },
  ];
  // Organisation staff may enter the admin area but not the catalogues (the API answers them 403).
  // Teachers do not moderate (the reports queue is for staff and administrators).
  const moderates = me?.organizationUser?.role !== 'ORG_TEACHER';
  const visible = (
    me && isSuperAdminLevel(me) ? items : items.filter((item) => !CATALOG_PATHS.includes(item.to))
  ).filter((item) => moderates || item.to !== '/admin/moderation');
  if (me?.role === 'SUPER_ADMIN') {
    visible.push({ to: '/admin/billing/plans', label: t('nav.plans'), icon: <IconReceipt size={ICON} aria-hidden /> });
  }
  const footerItems: TNavItem[] = [
    { to: '/app/feed', label: t('nav.backToApp'), icon: <IconArrowBack size={ICON} aria-hidden /> },
  ];
  return (
    <ShellFrame navLabel={t('nav.label')} items={visible} footerItems={footerItems} userMenu={<UserMenu me={me} />} />
  );
}
