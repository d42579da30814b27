import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
