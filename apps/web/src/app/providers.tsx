import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { ThemeProvider } from '../lib/theme-provider.tsx';

/**
 * What every page renders in: the texts and Mantine's theme. The signed-out landing needs no more;
 * the app adds its query cache and notifications (app.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>{children}</ThemeProvider>
    </I18nextProvider>
  );
}
