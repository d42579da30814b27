import type { TInstitutionSummary } from '@bagdar/contracts';
import { Anchor, Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKzt } from '../../../lib/money.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { SampleNotice } from './sample-notice.tsx';

/** One institution in the catalogue or the analysis picker (with a checkbox when `selected` is given). */
export function InstitutionCard({
  institution,
  selected,
  selectDisabled,
  onToggle,
}: {
  institution: TInstitutionSummary;
  selected?: boolean;
  selectDisabled?: boolean;
  onToggle?: () => void;
}) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const name = text(institution.name);
  const place = [text(institution.cityName), text(institution.countryName)].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="md" data-testid="institution-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {onToggle ? (
          <Checkbox
            mt={4}
            checked={selected ?? false}
            disabled={selectDisabled && !selected}
            onChange={onToggle}
            aria-label={t('selection.pick', { name })}
          />
        ) : (
          <IconBuildingBank size={28} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/app/institutions/${institution.id}`} fw={600}>
            {name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {place}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{t(`types.${institution.type}`)}</Badge>
            <Badge variant="outline" color="gray">
              {t(`financing.${institution.financing}`)}
            </Badge>
            {institution.hasDormitory && (
              <Badge variant="outline" color="teal">
                {t('dormitory')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {institution.priceFromKzt === null
              ? t('noMajors')
              : t('priceRange', {
                  n: institution.majorCount,
                  from: formatKzt(institution.priceFromKzt),
                  to: formatKzt(institution.priceToKzt ?? institution.priceFromKzt),
                })}
          </Text>
          {institution.sampleData && institution.priceFromKzt !== null && <SampleNotice variant="inline" />}
        </Stack>
      </Group>
    </Card>
  );
}
