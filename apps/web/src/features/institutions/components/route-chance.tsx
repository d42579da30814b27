import type { TRouteChance, TSource } from '@bagdar/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BandBadge } from './chance-view.tsx';
import { ChanceBar } from './chance-bar.tsx';
import { useBlockedText, useEvidenceText, useNotEstimatedText, useRangeText } from './route-texts.ts';
import { SampleNotice } from './sample-notice.tsx';

/** The published pages a figure comes from, as links. */
export function SourceLinks({ sources }: { sources: TSource[] }) {
  const { t } = useTranslation('institutions');
  if (sources.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('evidence.source')}
      </Text>
      {sources.map((source) => (
        <Anchor key={`${source.url}-${source.year}`} href={source.url} target="_blank" rel="noreferrer" size="xs">
          {source.title} ({source.year})
        </Anchor>
      ))}
    </Group>
  );
}

/** One route of a major (grant, paid place, own criteria): its chance, or the rule that blocks it, or why there is no number; then what it rests on. */
export function RouteChance({ chance }: { chance: TRouteChance }) {
  const { t } = useTranslation('institutions');
  const blockedText = useBlockedText();
  const evidenceText = useEvidenceText();
  const notEstimatedText = useNotEstimatedText();
  const rangeText = useRangeText();
  return (
    <Stack gap={4} data-testid="route-chance" data-route={chance.route} data-status={chance.status}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} miw={110}>
          {t(`routes.${chance.route}`)}
        </Text>
        {chance.status === 'ESTIMATED' ? (
          <>
            <Text size="sm" fw={700} data-testid="chance" style={{ whiteSpace: 'nowrap' }}>
              {rangeText(chance.low, chance.high)}
            </Text>
            <div style={{ flex: '0 1 140px', minWidth: 96 }}>
              <ChanceBar low={chance.low} high={chance.high} point={chance.point} band={chance.band} />
            </div>
            <BandBadge band={chance.band} />
          </>
        ) : chance.status === 'BLOCKED' ? (
          <Text size="sm" fw={700} c="red.7" data-testid="chance">
            {t('percent', { value: 0 })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="chance">
            {t('notEstimatedShort')}
          </Text>
        )}
      </Group>
      {chance.status === 'ESTIMATED' && (
        <>
          <Text size="xs" c="dimmed" data-testid="evidence">
            {evidenceText(chance.evidence)}
          </Text>
          <SourceLinks sources={chance.evidence.sources} />
          {chance.evidence.sample && <SampleNotice variant="inline" />}
        </>
      )}
      {chance.status === 'BLOCKED' && (
        <>
          <Text size="xs" c="red.7" data-testid="blocked-rule">
            {blockedText(chance.rule)}
          </Text>
          {chance.rule.source && <SourceLinks sources={[chance.rule.source]} />}
          {chance.rule.sample && <SampleNotice variant="inline" />}
        </>
      )}
      {chance.status === 'NOT_ESTIMATED' && (
        <Text size="xs" c="dimmed" data-testid="evidence">
          {notEstimatedText(chance)}
        </Text>
      )}
    </Stack>
  );
}
