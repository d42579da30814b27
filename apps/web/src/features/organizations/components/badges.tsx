import type { TLicenceState, TMembershipStatus } from '@bagdar/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LICENCE_COLOR: Record<TLicenceState, string> = {
  CURRENT: 'teal',
  NOT_STARTED: 'blue',
  EXPIRED: 'red',
  NONE: 'gray',
};
const STATUS_COLOR: Record<TMembershipStatus, string> = {
  ACTIVE: 'teal',
  INACTIVE: 'gray',
  PENDING_CONFIRMATION: 'yellow',
  SUSPENDED: 'orange',
  BLOCKED: 'red',
};

export function LicenceBadge({ state }: { state: TLicenceState }) {
  const { t } = useTranslation('organizations');
  return (
    <Badge color={LICENCE_COLOR[state]} variant="light" miw="max-content">
      {t(`licence.${state}`)}
    </Badge>
  );
}

/**
 * The membership's status; with `blockedByPlatform`, a second badge says the platform blocked the
 * account (it cannot sign in whatever the school set).
 */
export function StatusBadge({
  status,
  blockedByPlatform = false,
}: {
  status: TMembershipStatus;
  blockedByPlatform?: boolean;
}) {
  const { t } = useTranslation('organizations');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
        {t(`status.${status}`)}
      </Badge>
      {blockedByPlatform && (
        <Badge color="red" variant="filled" miw="max-content" data-testid="platform-blocked">
          {t('status.blockedByPlatform')}
        </Badge>
      )}
    </Group>
  );
}
