import '@mantine/notifications/styles.layer.css';
import { TIMING } from '@bagdar/contracts';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme-provider.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Creates the router for the current URL and returns the app, in Mantine's provider (main.tsx renders the
 * landing's first visit without it, decision 014). `settled`: resolve only once the first
 * page's guard and code have loaded, so a page that hands over to the app (the signed-out landing)
 * stays on screen until the next one can show.
 */
export async function createApp({ settled = false }: { settled?: boolean } = {}): Promise<ComponentType> {
  const router = createAppRouter();
  if (settled && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  return function App() {
    return (
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications autoClose={TIMING.toastMs} position="bottom-right" />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    );
  };
}
