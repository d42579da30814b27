import { useMantineColorScheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setColorScheme } from '../lib/color-scheme.ts';
import { i18n } from '../lib/i18n.ts';
import { ThemeProvider } from '../lib/theme-provider.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

/** What the app's Mantine components see. */
function MantineScheme() {
  return <output data-testid="mantine-scheme">{useMantineColorScheme().colorScheme}</output>;
}

afterEach(() => {
  act(() => setColorScheme('light'));
});

describe('ColorSchemeToggle', () => {
  it('switches the scheme without Mantine, as on the landing’s first visit', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ColorSchemeToggle />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Включить тёмную тему' }));
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Включить светлую тему' }));
    expect(scheme()).toBe('light');
  });

  it('keeps Mantine’s provider in step, as in the app after the hand-over', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider env="test">
          <ColorSchemeToggle />
          <MantineScheme />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('mantine-scheme')).toHaveTextContent('light');
    await userEvent.click(screen.getByRole('button', { name: 'Включить тёмную тему' }));
    expect(screen.getByTestId('mantine-scheme')).toHaveTextContent('dark');
    expect(scheme()).toBe('dark');
    // A change from another tab (a `storage` event) reaches both.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mantine-color-scheme-value', newValue: 'light' }));
    });
    expect(screen.getByTestId('mantine-scheme')).toHaveTextContent('light');
    expect(screen.getByRole('button', { name: 'Включить тёмную тему' })).toBeInTheDocument();
  });
});
