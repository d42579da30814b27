import type { TLocalized } from '@bagdar/contracts';
import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useInstitution } from '../../../lib/institutions-api.ts';
import { useInstitutionFit } from '../api/get-institution-fit.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { ListState } from '../../../components/list-state.tsx';
import { MajorFitTable } from './major-fit-table.tsx';
import { PreparationPlan } from './preparation-plan.tsx';
import { SampleNotice } from './sample-notice.tsx';

/** /app/institutions/:id — majors with the student's chances, requirements, documents, plan, contacts. */
export function InstitutionDetail({ id }: { id: string }) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const institution = useInstitution(id);
  const fit = useInstitutionFit(id);

  const back = (
    <Button
      component={Link}
      to="/app/institutions"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
    >
      {t('detail.back')}
    </Button>
  );
  if (institution.isPending || institution.isError) {
    const notFound = institution.error instanceof ApiError && institution.error.statusCode === 404;
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <ListState
          state={institution.isPending ? 'pending' : 'error'}
          error={institution.error}
          errorTitle={notFound ? t('detail.notFound') : t('detail.loadFailed')}
          onRetry={() => void institution.refetch()}
        />
      </Stack>
    );
  }
  const i = institution.data;
  const fits = fit.data ? new Map(fit.data.majors.map((m) => [m.majorId, m])) : null;
  const list = (items: TLocalized[]) =>
    items.length === 0 ? (
      <Text c="dimmed" size="sm">
        {t('detail.none')}
      </Text>
    ) : (
      <List size="sm" spacing={4}>
        {items.map((item, index) => (
          <List.Item key={index}>{text(item)}</List.Item>
        ))}
      </List>
    );

  return (
    <Stack gap="lg" data-testid="institution-detail">
      {back}
      <Stack gap={6}>
        <Title order={1}>{text(i.name)}</Title>
        <Text c="dimmed">{[text(i.cityName), text(i.countryName)].filter(Boolean).join(', ')}</Text>
        <Group gap={6}>
          <Badge variant="light">{t(`types.${i.type}`)}</Badge>
          <Badge variant="outline" color="gray">
            {t(`financing.${i.financing}`)}
          </Badge>
          {i.hasDormitory && (
            <Badge variant="outline" color="teal">
              {t('dormitory')}
            </Badge>
          )}
        </Group>
      </Stack>
      <Text>{text(i.description)}</Text>
      {i.sampleData && <SampleNotice variant="alert" />}
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('detail.majors')}
          </Title>
          {fit.isError && (
            <ListState
              state="error"
              error={fit.error}
              errorTitle={t('detail.fitFailed')}
              onRetry={() => void fit.refetch()}
            />
          )}
          {i.majors.length === 0 ? (
            <Text c="dimmed">{t('noMajors')}</Text>
          ) : (
            <MajorFitTable majors={i.majors} fits={fits} />
          )}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('detail.requirements')}
            </Title>
            <Text fw={600} size="sm">
              {t('detail.academic')}
            </Text>
            {list(i.requirements.academic)}
            <Text fw={600} size="sm">
              {t('detail.language')}
            </Text>
            {list(i.requirements.language)}
            <Text fw={600} size="sm">
              {t('detail.other')}
            </Text>
            {list(i.requirements.other)}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('detail.documents')}
            </Title>
            {list(i.documents)}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <PreparationPlan steps={i.preparationSteps} />
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('detail.contacts')}
            </Title>
            {i.website && (
              <Anchor href={i.website} target="_blank" rel="noopener noreferrer">
                {i.website}
              </Anchor>
            )}
            {i.email && <Anchor href={`mailto:${i.email}`}>{i.email}</Anchor>}
            {i.phone && <Text size="sm">{i.phone}</Text>}
            {i.address && <Text size="sm">{i.address}</Text>}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
