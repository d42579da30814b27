import '@mantine/core/styles.layer.css';
// The theme's CSS variables, written by the build from lib/theme.ts (vite.config.ts, mantineThemeStyles).
import 'virtual:mantine-theme.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { TAppHandover } from './app/landing-entry.tsx';
import { prefetchGet } from './lib/api-client.ts';
import { applyColorScheme } from './lib/color-scheme.ts';
import { i18n, LANDING_NAMESPACES, loadNamespaces } from './lib/i18n.ts';

const element = document.getElementById('root');
if (!element) throw new Error('The #root element is missing from index.html');
const root = createRoot(element);
// The stored light or dark scheme, before anything renders (the landing's first visit runs no Mantine provider).
applyColorScheme();

/**
 * In a transition: React then renders in slices of a few milliseconds, yielding to the browser between
 * them, where a plain render is one task (about 100 ms on a mid-range phone for the landing, which
 * Lighthouse counts as blocking time). What shows, and when it is complete, is the same.
 */
function render(node: ReactNode) {
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </StrictMode>,
    );
  });
}

const loadApp = () => import('./app/app.tsx');
// In the app's chunk (the router imports it): the map of every text file and the app's own texts.
const loadAppTexts = () => import('./lib/app-texts.ts').then((texts) => texts.loadAppTexts());

/**
 * The app: Mantine's provider, the router, the query cache and every page's texts, loaded with the page (its guard, its code)
 * of the current URL, or of `to` when the landing hands a link over (the landing stays until that page
 * can show).
 */
async function startApp(to?: string): Promise<void> {
  const [{ createApp }] = await Promise.all([loadApp(), loadAppTexts()]);
  if (to !== undefined) window.history.pushState(null, '', to);
  const App = await createApp({ settled: to !== undefined });
  if (to !== undefined) window.scrollTo(0, 0);
  render(<App />);
}

// A first visit of `/` (the signed-out landing) loads only the landing and its texts; the app loads when
// a link into it is followed (decision 014). Every other URL starts the app at once.
if (window.location.pathname === '/') {
  const handover: TAppHandover = {
    prefetch: () => void loadApp(),
    open: (to) => startApp(to),
  };
  void Promise.all([import('./app/landing-entry.tsx'), loadNamespaces(LANDING_NAMESPACES)]).then(([{ LandingEntry }]) =>
    render(<LandingEntry handover={handover} />),
  );
} else {
  // The feed's guard and first posts (app/router.tsx), asked for now rather than once the app's code has
  // come and run (decision 014).
  if (window.location.pathname === '/app/feed' && window.location.search === '') {
    prefetchGet('/auth/me');
    prefetchGet('/posts');
  }
  void startApp();
}
