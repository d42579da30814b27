import { CONTACTS, type TPlan, type TTier } from '@bagdar/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandTelegram, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OrganizationLicenceScope } from '../../../components/organization-licence-scope.tsx';
import { TierComparison } from './tier-comparison.tsx';

export const PAYWALL_REASONS = [
  'user_insufficient_tier',
  'org_not_started',
  'org_expired',
  'org_missing_or_inactive',
] as const;
export type TPaywallReason = (typeof PAYWALL_REASONS)[number];

export function isPaywallReason(value: string | null): value is TPaywallReason {
  return (PAYWALL_REASONS as readonly (string | null)[]).includes(value);
}

interface TPaywallViewProps {
  reason: TPaywallReason;
  /** The tier that would open the requested page. */
  required: TTier;
  current: TTier | null;
  /** The organisation whose licence the user has now, if any: the page needs more than it gives. */
  organization?: string | null;
  /** The active plans from the API; undefined while they load. */
  plans: TPlan[] | undefined;
}

/** Explains why a page is closed and offers the way to open it. */
export function PaywallView({ reason, required, current, organization = null, plans }: TPaywallViewProps) {
  const { t } = useTranslation('paywall');
  const navigate = useNavigate();
  // The refused page would only send the user here again: "back" is the page before it, if the
  // app has one in its history, else the feed.
  const hasHistory = useLocation().key !== 'default';
  const isOrgReason = reason !== 'user_insufficient_tier';
  const outsideLicence = !isOrgReason && organization !== null;
  const tier = t(`tiers.${required}.name`);
  return (
    <Stack gap="lg" data-testid="paywall" data-reason={reason}>
      <Group gap="sm" wrap="nowrap">
        <IconLock size={32} aria-hidden color="var(--mantine-color-blue-6)" />
        <Title order={1}>{outsideLicence ? t('licence.title') : t(`reasons.${reason}.title`)}</Title>
      </Group>
      <Text size="lg">
        {outsideLicence ? t('licence.body', { name: organization, tier }) : t(`reasons.${reason}.body`, { tier })}
      </Text>
      {outsideLicence ? <OrganizationLicenceScope /> : null}
      {isOrgReason ? (
        <Alert color="yellow" variant="light" title={t('org.contactTitle')}>
          {t('org.contactBody')}{' '}
          <Anchor component={Link} to="/organizations/apply" size="sm">
            {t('org.applyLink')}
          </Anchor>
        </Alert>
      ) : null}
      <Title order={2} size="h3">
        {isOrgReason || outsideLicence ? t('personalUpgradeTitle') : t('compareTitle')}
      </Title>
      <TierComparison plans={plans} current={outsideLicence ? null : current} required={required} />
      <Text size="sm" c="dimmed">
        {t('upgradeHow')}
      </Text>
      <Group>
        <Button component={Link} to="/app/billing">
          {t('upgradeCta', { tier })}
        </Button>
        <Button
          component="a"
          href={CONTACTS.upgradeChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconBrandTelegram size={18} aria-hidden />}
        >
          {t('chatCta')}
        </Button>
      </Group>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void (hasHistory ? navigate(-1) : navigate('/app/feed'))}
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {hasHistory ? t('back') : t('toFeed')}
        </Group>
      </Anchor>
    </Stack>
  );
}
