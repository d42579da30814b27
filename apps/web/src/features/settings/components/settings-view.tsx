import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSettings } from '../api/get-settings.ts';
import { AcademicForm } from './academic-form.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const TABS = ['profile', 'academic', 'credentials', 'privacy'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => TABS.includes(value as TTab);

/**
 * `/app/settings`: Profile, Academic, Credentials and Privacy tabs; `?tab=` keeps the open one in the
 * address. The Privacy tab's content comes from the page (the privacy feature).
 */
export function SettingsView({ privacy }: { privacy?: ReactNode }) {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTab = isTab(requested) ? requested : 'profile';

  if (settings.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w="60%" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={t('loadError')}>
        <Button mt="sm" size="xs" variant="light" onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isTab(value)) setParams({ tab: value }, { replace: true });
      }}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="profile" pt="lg">
        <ProfileForm settings={settings.data} />
      </Tabs.Panel>
      <Tabs.Panel value="academic" pt="lg">
        <AcademicForm settings={settings.data} />
      </Tabs.Panel>
      <Tabs.Panel value="credentials" pt="lg">
        <CredentialsForm email={settings.data.email} />
      </Tabs.Panel>
      <Tabs.Panel value="privacy" pt="lg">
        {privacy}
      </Tabs.Panel>
    </Tabs>
  );
}
