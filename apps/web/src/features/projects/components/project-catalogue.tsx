import {
  LIMITS,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  PROJECT_TABS,
  type TProjectCategory,
  type TProjectStatus,
  type TProjectTab,
} from '@bagdar/contracts';
import { Button, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProjectList } from './project-list.tsx';

/** `/app/projects`: search (2+ characters), tabs, category and status filters; all kept in the URL. */
export function ProjectCatalogue() {
  const { t } = useTranslation('projects');
  const [params, setParams] = useSearchParams();
  const tab = (PROJECT_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TProjectTab)
    : 'all';
  const category = (params.get('category') as TProjectCategory | null) ?? undefined;
  const status = (params.get('status') as TProjectStatus | null) ?? undefined;
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const tooShort = text.trim().length > 0 && text.trim().length < LIMITS.searchMin;

  useEffect(() => {
    const timer = setTimeout(() => {
      const value = text.trim();
      if (value.length === 1 || value === q) return;
      update({ q: value || null });
    }, 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  function update(patch: Record<string, string | null>) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  return (
    <Stack gap="md" data-testid="page-projects">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/app/projects/create"
          leftSection={<IconPlus size={16} aria-hidden />}
          data-testid="project-create-link"
        >
          {t('create')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-start">
        <TextInput
          style={{ flex: '1 1 240px' }}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={tooShort ? t('search.tooShort', { min: LIMITS.searchMin }) : undefined}
          data-testid="projects-search"
        />
        <Select
          w={200}
          aria-label={t('filters.category')}
          placeholder={t('filters.allCategories')}
          clearable
          data={PROJECT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          value={category ?? null}
          onChange={(value) => update({ category: value })}
          data-testid="projects-category"
        />
        <Select
          w={180}
          aria-label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          clearable
          data={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status ?? null}
          onChange={(value) => update({ status: value })}
          data-testid="projects-status"
        />
      </Group>
      <Tabs value={tab} onChange={(value) => update({ tab: value === 'all' ? null : value })}>
        <Tabs.List>
          {PROJECT_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`projects-tab-${name}`}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ProjectList
        filter={{ tab, q: q.length >= LIMITS.searchMin ? q : undefined, category, status }}
        emptyText={
          tab === 'recommended'
            ? t('list.emptyRecommended')
            : q || category || status
              ? t('list.emptyFiltered')
              : t('list.empty')
        }
        emptyAction={
          tab === 'recommended' ? (
            <Button
              component={Link}
              to="/app/settings?tab=profile#interests"
              variant="light"
              data-testid="projects-add-interests"
            >
              {t('list.addInterests')}
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}
