import { isSafeRedirect, organizationAccess } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { usePlans } from '../../lib/plans.ts';
import { isPaywallReason, PaywallView } from '../../features/paywall/components/paywall-view.tsx';
import { requiredTierFor } from '../route-table.ts';

export function PaywallPage() {
  const { t } = useTranslation('paywall');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const me = useMe().data ?? null;
  const plans = usePlans().data?.items;
  const rawReason = params.get('reason');
  const reason = isPaywallReason(rawReason) ? rawReason : 'user_insufficient_tier';
  const redirectTo = params.get('redirect');
  const back = isSafeRedirect(redirectTo) ? redirectTo : null;
  const organization = me?.organization && organizationAccess(me, new Date()) === 'ok' ? me.organization.name : null;
  return (
    <PaywallView
      reason={reason}
      required={requiredTierFor(back)}
      current={me?.subscription.effectiveTier ?? null}
      organization={organization}
      plans={plans}
    />
  );
}
