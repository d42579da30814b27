import type { TInstitutionResult, TMajorResult } from '@bagdar/contracts';
import { Badge, Button, Card, Grid, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKzt } from '../../../lib/money.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { CompatibilityBar } from './chance-view.tsx';
import { useFieldName } from '../../../lib/fields.ts';
import { useReasonText } from './labels.ts';
import { PreparationPlan } from './preparation-plan.tsx';
import { RouteChance } from './route-chance.tsx';

/** An opened summary line: each major with every route's chance and why, then the preparation plan. */
export function InstitutionBreakdown({ result }: { result: TInstitutionResult }) {
  const { t } = useTranslation('institutions');
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('summary.majors')}
          </Title>
          {result.majors.length === 0 && <Text c="dimmed">{t('noMajors')}</Text>}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            {result.majors.map((major) => (
              <MajorBreakdown key={major.majorId} major={major} best={major.majorId === result.bestMajorId} />
            ))}
          </SimpleGrid>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          <PreparationPlan steps={result.preparationSteps} />
          <Button
            component={Link}
            to="/app/careers"
            variant="light"
            leftSection={<IconRoute size={16} aria-hidden />}
            w="fit-content"
          >
            {t('results.roadmap')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function MajorBreakdown({ major, best }: { major: TMajorResult; best: boolean }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const fieldName = useFieldName();
  const reasonText = useReasonText();
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="major-result">
      <Stack gap="xs">
        <div>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">
              {text(major.name)}
            </Text>
            {best && (
              <Badge size="xs" variant="outline">
                {t('summary.bestMajor')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              fieldName(major.field),
              major.gopCode,
              major.pricePerYearKzt === 0
                ? t('detail.free')
                : t('detail.perYear', { price: formatKzt(major.pricePerYearKzt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {major.routes.map((route) => (
          <RouteChance key={route.route} chance={route} />
        ))}
        <CompatibilityBar value={major.compatibility} />
        {major.reasons.length > 0 && (
          <List size="xs" spacing={2}>
            {major.reasons.map((reason) => (
              <List.Item key={reason.key}>{reasonText(reason)}</List.Item>
            ))}
          </List>
        )}
        {major.missing.length > 0 && (
          <Badge color="orange" variant="light" w="fit-content">
            {t('drivers.missingBadge', { exams: major.missing.map((e) => t(`exams.${e}`)).join(', ') })}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
