import type { TMajor, TMajorResult } from '@bagdar/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKzt } from '../../../lib/money.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { ChanceRange, CompatibilityBar } from './chance-view.tsx';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useFieldName, useReasonText } from './labels.ts';

/** The majors of an institution with the student's compatibility and chance for each. */
export function MajorFitTable({ majors, fits }: { majors: TMajor[]; fits: Map<string, TMajorResult> | null }) {
  const { t, i18n } = useTranslation('institutions');
  const text = useLocalized();
  const fieldName = useFieldName();
  const reasonText = useReasonText();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.major')}</Table.Th>
            <Table.Th>{t('detail.price')}</Table.Th>
            <Table.Th>{t('detail.minimums')}</Table.Th>
            <Table.Th>{t('compatibility')}</Table.Th>
            <Table.Th>{t('chance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {majors.map((major) => {
            const fit = fits?.get(major.id);
            const cutoff = major.untCutoffs[0];
            return (
              <Table.Tr key={major.id} data-testid="major-row">
                <Table.Td>
                  <Text fw={600}>{text(major.name)}</Text>
                  <Text size="xs" c="dimmed">
                    {fieldName(major.field)} · {t('detail.years', { n: major.durationYears })} ·{' '}
                    {major.languages.map((l) => t(`languages.${l}`)).join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {major.pricePerYearKzt === 0
                    ? t('detail.free')
                    : t('detail.perYear', { price: formatKzt(major.pricePerYearKzt) })}
                  {major.grantPlaces !== null && major.grantPlaces > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('detail.grants', { n: major.grantPlaces })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {major.untMin !== null && <Text size="xs">{t('detail.untMin', { value: major.untMin })}</Text>}
                    {cutoff && <Text size="xs">{t('detail.cutoff', { year: cutoff.year, value: cutoff.score })}</Text>}
                    {major.ieltsMin !== null && (
                      <Text size="xs">
                        {t('detail.ieltsMin', { value: formatNumber(major.ieltsMin, i18n.language) })}
                      </Text>
                    )}
                    {major.satMin !== null && <Text size="xs">{t('detail.satMin', { value: major.satMin })}</Text>}
                    {major.gpaMin !== null && (
                      <Text size="xs">{t('detail.gpaMin', { value: formatNumber(major.gpaMin, i18n.language) })}</Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {fit ? (
                    <Stack gap={4}>
                      <CompatibilityBar value={fit.compatibility} />
                      {fit.reasons[0] && (
                        <Text size="xs" c="dimmed">
                          {reasonText(fit.reasons[0])}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {fit ? <ChanceRange low={fit.chance.low} high={fit.chance.high} band={fit.band} /> : '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
