import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { i18nReady } from './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The interface language's texts first (a small chunk of its own), so no key shows untranslated.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
