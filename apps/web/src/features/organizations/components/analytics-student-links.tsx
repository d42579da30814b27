import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMembers } from '../api/get-members.ts';
import { Section } from './analytics-parts.tsx';

/** The students of the filter with links to their own analytics (first page of the member list). */
export function StudentLinks({ orgId, groupId }: { orgId: string; groupId: string | null }) {
  const { t } = useTranslation(['analytics', 'organizations']);
  const members = useMembers(orgId, { role: 'ORG_STUDENT', q: '', status: null, groupId });
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={t('organizations:roles.ORG_STUDENT')} testId="analytics-students">
      <Group gap="xs" wrap="wrap">
        {items.map((m) => (
          <Anchor
            key={m.id}
            component={Link}
            to={`/admin/organizations/${orgId}/analytics/${m.id}`}
            size="sm"
            aria-label={t('analytics:openStudent', { name: `${m.lastName} ${m.firstName}` })}
          >
            {m.lastName} {m.firstName}
          </Anchor>
        ))}
      </Group>
      {members.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          loading={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t('organizations:loadMore')}
        </Button>
      )}
    </Section>
  );
}
