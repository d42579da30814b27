import { vi } from 'vitest';

/**
 * Test-only: a `window.matchMedia` (jsdom has none) that answers every media query as a phone (max-width queries
 * match) or, with `phone` false, as a desktop (none match).
 */
export function fakeMatchMedia(phone: boolean) {
  return vi.fn((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}
