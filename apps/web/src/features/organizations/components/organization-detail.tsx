import type { TOrganization } from '@bagdar/contracts';
import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { LicenceBadge } from './badges.tsx';
import { formatDate } from './format-date.ts';
import { OrgSubnav, type TOrgAbilities } from './org-subnav.tsx';
import { SeatsNotice, seatsState } from './seats-notice.tsx';

/** An organisation's licence state and window, seat use, and the ways into its members and groups. */
export function OrganizationDetail({
  organization,
  abilities,
}: {
  organization: TOrganization;
  abilities: TOrgAbilities;
}) {
  const { t } = useTranslation('organizations');
  const lng = currentLanguage();
  const used = organization.seatsUsed;
  const total = organization.seatCount;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{organization.name}</Title>
        {abilities.editOrganization && (
          <Button
            variant="default"
            component={Link}
            to={`/admin/organizations/${organization.id}/edit`}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Group>
      <OrgSubnav orgId={organization.id} abilities={abilities} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t('fields.type')}
          </Text>
          <Text fw={600}>{t(`type.${organization.type}`)}</Text>
          {organization.city && <Text size="sm">{organization.city.name[lng]}</Text>}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t('fields.licence')}
          </Text>
          <LicenceBadge state={organization.licenceState} />
          <Text size="sm" mt={4}>
            {formatDate(organization.subscriptionStartsAt)} – {formatDate(organization.subscriptionEndsAt)}
          </Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t('fields.seats')}
          </Text>
          <Text fw={600} data-testid="seat-use">
            {formatNumber(used, lng)} / {total === null ? '—' : formatNumber(total, lng)}
          </Text>
          {total !== null && (
            <Progress
              value={Math.min(100, (used / Math.max(total, 1)) * 100)}
              color={{ ok: 'teal', warn: 'orange', full: 'red' }[seatsState(used, total).level]}
              mt="xs"
              aria-label={t('detail.seatUse', { used, total })}
            />
          )}
        </Paper>
      </SimpleGrid>
      <SeatsNotice used={used} total={total} />
    </Stack>
  );
}
