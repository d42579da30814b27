import type { TModerationAction, TModerationCase } from '@bagdar/contracts';
import { Alert, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useModerationQueue, type TQueueStatus } from '../api/get-moderation-queue.ts';
import { ActionModal } from './action-modal.tsx';
import { CaseCard } from './case-card.tsx';

/** The reports queue: open cases oldest first, or the resolved ones; each card opens an action's confirmation. */
export function ModerationQueue() {
  const { t } = useTranslation('moderation');
  const [status, setStatus] = useState<TQueueStatus>('OPEN');
  const [acting, setActing] = useState<{ item: TModerationCase; action: TModerationAction } | null>(null);
  const queue = useModerationQueue(status);

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as TQueueStatus)}
        data={[
          { value: 'OPEN', label: t('tabs.open') },
          { value: 'RESOLVED', label: t('tabs.resolved') },
        ]}
        fullWidth
      />
      {queue.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : queue.isError ? (
        <Alert color="red" variant="light">
          {translateApiError(t, queue.error, t('errors.load'))}
        </Alert>
      ) : queue.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="moderation-empty">
          {t(status === 'OPEN' ? 'empty.open' : 'empty.resolved')}
        </Text>
      ) : (
        queue.data.items.map((item) => (
          <CaseCard key={item.contentId} item={item} onAction={(action) => setActing({ item, action })} />
        ))
      )}
      {acting && <ActionModal item={acting.item} action={acting.action} onClose={() => setActing(null)} />}
    </Stack>
  );
}
