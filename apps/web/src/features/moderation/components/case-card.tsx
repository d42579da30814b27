import type { TModerationAction, TModerationCase } from '@bagdar/contracts';
import { Anchor, Badge, Button, Card, Group, Image, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDateTime } from '../../../lib/long-date.ts';
import { useUiLanguage } from '../../../lib/use-localized.ts';

const name = (a: { firstName: string; lastName: string; username: string }) =>
  `${a.firstName} ${a.lastName}`.trim() || a.username;

/** One reported item: the content, its author and their history, who reported it and why, and the actions. */
export function CaseCard({ item, onAction }: { item: TModerationCase; onAction: (action: TModerationAction) => void }) {
  const { t } = useTranslation('moderation');
  const lng = useUiLanguage();
  const when = (iso: string) => formatLongDateTime(iso, lng);
  const actions: TModerationAction[] = ['DISMISS', 'HIDE', 'REMOVE', 'WARN', 'SUSPEND'];
  if (item.state || item.authorSuspendedUntil) actions.push('RESTORE');

  return (
    <Card withBorder radius="md" padding="md" data-testid="moderation-case">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{t(`type.${item.contentType}`)}</Badge>
          {item.state && (
            <Badge color={item.state === 'REMOVED' ? 'red' : 'orange'} variant="light">
              {t(`state.${item.state}`)}
            </Badge>
          )}
          <Badge color="gray" variant="outline">
            {t('reportCount', { count: item.reportCount })}
          </Badge>
        </Group>
        {item.text ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="moderation-text">
            {item.text}
          </Text>
        ) : item.mediaId ? (
          <Image src={`/api/v1/media/${item.mediaId}/content`} alt={t('storyMedia')} h={160} w="auto" fit="contain" />
        ) : null}
        <Text size="sm">
          {t('author')}:{' '}
          <Anchor component={Link} to={`/app/profile/${item.author.username}`}>
            {name(item.author)} (@{item.author.username})
          </Anchor>
        </Text>
        {item.authorSuspendedUntil && (
          <Text size="sm" c="red" data-testid="moderation-suspended">
            {t('suspendedUntil', { date: when(item.authorSuspendedUntil) })}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('reports')}
          </Text>
          <List size="sm" spacing={4}>
            {item.reports.map((r) => (
              <List.Item key={r.id}>
                {r.reporter ? name(r.reporter) : t('wordFilter')} · {t(`feed:report.reasons.${r.reason}`)}
                {r.comment ? ` — «${r.comment}»` : ''} · {when(r.createdAt)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('history')}
          </Text>
          {item.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noHistory')}
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {item.history.map((h) => (
                <List.Item key={`${h.action}-${h.createdAt}`}>
                  {t(`past.${h.action}`, { defaultValue: h.action })}
                  {h.reason
                    ? ` · ${t(`reason.${h.reason}`, { defaultValue: t(`feed:report.reasons.${h.reason}`) })}`
                    : ''}{' '}
                  · {when(h.createdAt)}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'REMOVE' || action === 'SUSPEND' ? 'filled' : 'light'}
              color={action === 'DISMISS' || action === 'RESTORE' ? 'teal' : action === 'WARN' ? 'yellow' : 'red'}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
