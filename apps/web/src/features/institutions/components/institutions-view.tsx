import { Tabs } from '@mantine/core';
import { IconChartBar, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnalysisPanel } from './analysis-panel.tsx';
import { Catalogue } from './catalogue.tsx';

/** /app/institutions: the catalogue and the admission analysis as two tabs (the tab is kept in the URL). */
export function InstitutionsView() {
  const { t } = useTranslation('institutions');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'analysis' ? 'analysis' : 'catalogue';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value === 'analysis' ? { tab: 'analysis' } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="catalogue" leftSection={<IconList size={16} aria-hidden />}>
          {t('tabs.catalogue')}
        </Tabs.Tab>
        <Tabs.Tab value="analysis" leftSection={<IconChartBar size={16} aria-hidden />}>
          {t('tabs.analysis')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="catalogue">
        <Catalogue />
      </Tabs.Panel>
      <Tabs.Panel value="analysis">
        <AnalysisPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
