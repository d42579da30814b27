import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationsTable } from './applications-table.tsx';
import { RequestsTable } from './requests-table.tsx';
import { UsersTable } from './users-table.tsx';

const TABS = ['users', 'requests', 'applications'] as const;

/** `/admin/users`: users, pending upgrade requests and organisation applications (`?tab=`). */
export function UsersAdmin() {
  const { t } = useTranslation('admin-users');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = TABS.find((name) => name === raw) ?? 'users';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value && value !== 'users' ? { tab: value } : {}, { replace: true })}
    >
      <Tabs.List mb="md">
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="users">{tab === 'users' ? <UsersTable /> : null}</Tabs.Panel>
      <Tabs.Panel value="requests">{tab === 'requests' ? <RequestsTable /> : null}</Tabs.Panel>
      <Tabs.Panel value="applications">{tab === 'applications' ? <ApplicationsTable /> : null}</Tabs.Panel>
    </Tabs>
  );
}
