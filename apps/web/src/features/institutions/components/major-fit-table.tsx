import type { TMajor, TMajorResult } from '@bagdar/contracts';
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatKzt } from '../../../lib/money.ts';
import { formatExamScore } from '../../../lib/numbers.ts';
import { ChanceRange, CompatibilityBar } from './chance-view.tsx';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useFieldName } from '../../../lib/fields.ts';
import { useReasonText } from './labels.ts';

interface TMajorFitProps {
  majors: TMajor[];
  fits: Map<string, TMajorResult> | null;
}

/**
 * The majors of an institution with the student's compatibility and chance for each: a table from
 * the small breakpoint up, one card per major below it, where a five-column table would hide the
 * compatibility and the chance off-screen.
 */
export function MajorFitTable({ majors, fits }: TMajorFitProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return phone ? <MajorCards majors={majors} fits={fits} /> : <MajorTable majors={majors} fits={fits} />;
}

function MajorTable({ majors, fits }: TMajorFitProps) {
  const { t } = useTranslation('institutions');
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
            return (
              <Table.Tr key={major.id} data-testid="major-row">
                <Table.Td>
                  <MajorTitle major={major} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <MajorPrice major={major} />
                </Table.Td>
                <Table.Td>
                  <MajorMinimums major={major} />
                </Table.Td>
                <Table.Td>{fit ? <MajorCompatibility fit={fit} /> : '—'}</Table.Td>
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

function MajorCards({ majors, fits }: TMajorFitProps) {
  const { t } = useTranslation('institutions');
  return (
    <Stack gap="sm">
      {majors.map((major) => {
        const fit = fits?.get(major.id);
        return (
          <Card key={major.id} withBorder radius="md" padding="sm" data-testid="major-card">
            <Stack gap="xs">
              <MajorTitle major={major} />
              {fit && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {t('compatibility')}
                    </Text>
                    <MajorCompatibility fit={fit} />
                  </Stack>
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {t('chance')}
                    </Text>
                    <ChanceRange low={fit.chance.low} high={fit.chance.high} band={fit.band} />
                  </Stack>
                </SimpleGrid>
              )}
              <Group gap="lg" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {t('detail.price')}
                  </Text>
                  <MajorPrice major={major} />
                </Stack>
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {t('detail.minimums')}
                  </Text>
                  <MajorMinimums major={major} />
                </Stack>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

function MajorTitle({ major }: { major: TMajor }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const fieldName = useFieldName();
  return (
    <div>
      <Text fw={600}>{text(major.name)}</Text>
      <Text size="xs" c="dimmed">
        {fieldName(major.field)} · {t('detail.years', { n: major.durationYears })} ·{' '}
        {major.languages.map((l) => t(`languages.${l}`)).join(', ')}
      </Text>
    </div>
  );
}

function MajorPrice({ major }: { major: TMajor }) {
  const { t } = useTranslation('institutions');
  return (
    <div>
      <Text size="sm">
        {major.pricePerYearKzt === 0
          ? t('detail.free')
          : t('detail.perYear', { price: formatKzt(major.pricePerYearKzt) })}
      </Text>
      {major.grantPlaces !== null && major.grantPlaces > 0 && (
        <Text size="xs" c="dimmed">
          {t('detail.grants', { n: major.grantPlaces })}
        </Text>
      )}
    </div>
  );
}

function MajorMinimums({ major }: { major: TMajor }) {
  const { t, i18n } = useTranslation('institutions');
  const cutoff = major.untCutoffs[0];
  const score = (exam: 'unt' | 'ielts' | 'sat' | 'gpa', value: number) => formatExamScore(exam, value, i18n.language);
  return (
    <Stack gap={0}>
      {major.untMin !== null && <Text size="xs">{t('detail.untMin', { value: score('unt', major.untMin) })}</Text>}
      {cutoff && <Text size="xs">{t('detail.cutoff', { year: cutoff.year, value: score('unt', cutoff.score) })}</Text>}
      {major.ieltsMin !== null && (
        <Text size="xs">{t('detail.ieltsMin', { value: score('ielts', major.ieltsMin) })}</Text>
      )}
      {major.satMin !== null && <Text size="xs">{t('detail.satMin', { value: score('sat', major.satMin) })}</Text>}
      {major.gpaMin !== null && <Text size="xs">{t('detail.gpaMin', { value: score('gpa', major.gpaMin) })}</Text>}
    </Stack>
  );
}

function MajorCompatibility({ fit }: { fit: TMajorResult }) {
  const reasonText = useReasonText();
  return (
    <Stack gap={4}>
      <CompatibilityBar value={fit.compatibility} />
      {fit.reasons[0] && (
        <Text size="xs" c="dimmed">
          {reasonText(fit.reasons[0])}
        </Text>
      )}
    </Stack>
  );
}
