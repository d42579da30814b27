import type { TTestDetail } from '@bagdar/contracts';
import { Anchor, Badge, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultPath } from '../hooks/attempt-navigation.ts';
import { useFormatDate } from '../../../lib/long-date.ts';

/** Every attempt, newest first, with a link to each finished one's result. */
export function AttemptsHistory({ test }: { test: TTestDetail }) {
  const { t } = useTranslation('tests');
  const formatDate = useFormatDate();
  const chronological = [...test.attempts].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const attempts = chronological.map((attempt, index) => ({ ...attempt, number: index + 1 })).reverse();
  return (
    <section aria-labelledby="attempts-title">
      <Title order={2} size="h3" mb="sm" id="attempts-title">
        {t('detail.attempts')}
      </Title>
      {attempts.length === 0 ? (
        <Text c="dimmed">{t('detail.noAttempts')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="xs" data-testid="attempts-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.attemptStarted')}</Table.Th>
                <Table.Th>{t('detail.attemptCompleted')}</Table.Th>
                <Table.Th>{t('detail.attemptResult')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempts.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>{formatDate(attempt.startedAt)}</Table.Td>
                  <Table.Td>
                    {attempt.completedAt ? (
                      formatDate(attempt.completedAt)
                    ) : (
                      <Badge variant="dot" color="yellow">
                        {t('detail.attemptInProgress')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {attempt.completedAt ? (
                      <Anchor component={Link} to={resultPath(test.id, attempt.id)} size="sm">
                        {t('detail.attemptNumber', { number: attempt.number })}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
