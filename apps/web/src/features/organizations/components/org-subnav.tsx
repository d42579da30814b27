import { Button, Group } from '@mantine/core';
import { IconChartBar, IconFileUpload, IconSchool, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** What the signed-in user may do in this organisation (the server checks every call again). */
export interface TOrgAbilities {
  editOrganization: boolean;
  /** Staff, teachers and administrators lists. */
  staffLists: boolean;
  manageAdmins: boolean;
  writeMembers: boolean;
  manageGroups: boolean;
}

/** Links between the pages of one organisation. */
export function OrgSubnav({ orgId, abilities }: { orgId: string; abilities: TOrgAbilities }) {
  const { t } = useTranslation('organizations');
  const base = `/admin/organizations/${orgId}`;
  const links = [
    { to: `${base}/students`, label: t('nav.students'), icon: <IconSchool size={16} aria-hidden />, show: true },
    {
      to: `${base}/staff`,
      label: t('nav.staff'),
      icon: <IconUsers size={16} aria-hidden />,
      show: abilities.staffLists,
    },
    { to: `${base}/groups`, label: t('nav.groups'), icon: <IconUsersGroup size={16} aria-hidden />, show: true },
    { to: `${base}/analytics`, label: t('nav.analytics'), icon: <IconChartBar size={16} aria-hidden />, show: true },
    {
      to: `${base}/students/upload`,
      label: t('nav.importStudents'),
      icon: <IconFileUpload size={16} aria-hidden />,
      show: abilities.writeMembers,
    },
  ];
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={t('nav.label')}>
      {links
        .filter((l) => l.show)
        .map((l) => (
          <Button key={l.to} component={NavLink} to={l.to} end variant="light" size="sm" leftSection={l.icon}>
            {l.label}
          </Button>
        ))}
    </Group>
  );
}
