import type { TLicenceState, TMembershipStatus } from '@bagdar/contracts';
import { Badge } from '@mantine/core';
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

export function StatusBadge({ status }: { status: TMembershipStatus }) {
  const { t } = useTranslation('organizations');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
