import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ALL_NAMESPACES } from '../lib/app-texts.ts';
import { loadLanguage } from '../lib/i18n.ts';
import { fakeMatchMedia } from '../lib/testing-media.ts';

// findBy* and waitFor give up after 5 s rather than 1 s: a lazily loaded part (the charts) can take longer than
// a second to arrive on a loaded 2-core machine. A passing query still returns as soon as it matches.
configure({ asyncUtilTimeout: 5_000 });

// Every language's texts before any test renders (the app loads them per language on demand).
await Promise.all((['ru', 'kk', 'en'] as const).map((lng) => loadLanguage(lng, ALL_NAMESPACES)));

// Mantine reads these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(false) });

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
