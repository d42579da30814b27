import { usePlans } from '../../lib/plans.ts';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

/** `/`: the landing page with the plans from the API (`GET /plans`). */
export function LandingRoute() {
  const plans = usePlans();
  return (
    <LandingPage plans={{ items: plans.data?.items, isError: plans.isError, onRetry: () => void plans.refetch() }} />
  );
}
