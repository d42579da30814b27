import { Link, Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { LinkContext, type TAppLinkProps } from '../../lib/link-context.ts';

const routerLink = (props: TAppLinkProps) => <Link {...props} />;

export function RootLayout() {
  return (
    <LinkContext value={routerLink}>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </LinkContext>
  );
}
