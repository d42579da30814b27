import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * The colour scheme, kept in one place for the pages that run Mantine's provider (the app, through
 * lib/theme-provider.tsx, which takes `colorSchemeManager` below) and for the signed-out landing's first
 * visit, which runs no Mantine code (decision 014). Stored under the key of Mantine's own localStorage
 * manager, so a choice made before this store existed holds. The stylesheet's light and dark rules
 * follow `data-mantine-color-scheme` on <html>, which `setColorScheme` writes.
 */
const STORAGE_KEY = 'mantine-color-scheme-value';
const DEFAULT_SCHEME: MantineColorScheme = 'light';

function isColorScheme(value: unknown): value is MantineColorScheme {
  return value === 'light' || value === 'dark' || value === 'auto';
}

function readStored(): MantineColorScheme {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isColorScheme(stored) ? stored : DEFAULT_SCHEME;
  } catch {
    return DEFAULT_SCHEME;
  }
}

let current = readStored();
const listeners = new Set<() => void>();

/** The scheme as shown: `auto` resolved by the system's preference. */
export function computedColorScheme(): 'light' | 'dark' {
  if (current !== 'auto') return current;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Writes the current scheme onto <html>; main.tsx calls it before the first render. */
export function applyColorScheme(): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', computedColorScheme());
}

function update(next: MantineColorScheme): void {
  current = next;
  applyColorScheme();
  listeners.forEach((listener) => listener());
}

export function setColorScheme(next: MantineColorScheme): void {
  // Mantine's provider answers a change with `manager.set` of the same value: no second round.
  if (next === current) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // No storage (private mode): the choice lasts for this page only.
  }
  update(next);
}

function onStorage(event: StorageEvent): void {
  // Another tab chose: follow it, as Mantine's manager did.
  if (event.key === STORAGE_KEY && isColorScheme(event.newValue) && event.newValue !== current) update(event.newValue);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The scheme as shown, re-rendering on every change wherever it comes from. */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, computedColorScheme);
}

let unsubscribeManager: (() => void) | undefined;

/**
 * This store as Mantine's `colorSchemeManager` (lib/theme-provider.tsx): Mantine's context follows a
 * change made here (the toggle), and a change made through Mantine lands here.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: () => current,
  set: setColorScheme,
  subscribe: (onUpdate) => {
    unsubscribeManager?.();
    unsubscribeManager = subscribe(() => onUpdate(current));
  },
  unsubscribe: () => {
    unsubscribeManager?.();
    unsubscribeManager = undefined;
  },
  clear: () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
    if (current !== DEFAULT_SCHEME) update(DEFAULT_SCHEME);
  },
};
