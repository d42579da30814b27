import type { TMajor, TMajorResult } from '@bagdar/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { renderWithProviders, screenWidth } from '../../../lib/testing.tsx';
import { MajorFitTable } from './major-fit-table.tsx';

const L = (text: string) => ({ ru: text, kk: text, en: text });
const major: TMajor = {
  id: 'm1',
  institutionId: 'i1',
  name: L('Информационные системы'),
  field: 'IT',
  durationYears: 4,
  pricePerYearKzt: 1_200_000,
  languages: ['ru', 'kk'],
  grantPlaces: 40,
  untMin: 75,
  untCutoffs: [{ year: 2025, score: 132.33 }],
  ieltsMin: 5.5,
  satMin: null,
  gpaMin: null,
  gopCode: null,
};
const fit: TMajorResult = {
  majorId: 'm1',
  name: major.name,
  field: 'IT',
  pricePerYearKzt: 1_200_000,
  grantPlaces: 40,
  compatibility: 72,
  reasons: [],
  chance: { low: 40, high: 60 },
  band: 'MATCH',
  grantChance: null,
  drivers: [],
  missing: [],
  gopCode: null,
  routes: [],
  best: { status: 'NOT_ESTIMATED', route: 'GRANT', reason: 'no_cutoff', gopCode: null },
};

let restore = () => {};
afterEach(() => restore());

describe('MajorFitTable', () => {
  it('shows each major as a card on a phone, the chance and compatibility inside it', () => {
    restore = screenWidth(true);
    renderWithProviders(<MajorFitTable majors={[major]} fits={new Map([['m1', fit]])} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByTestId('major-card');
    expect(within(card).getByText('Информационные системы')).toBeInTheDocument();
    expect(within(card).getByTestId('chance')).toHaveTextContent('40');
    expect(within(card).getByText('Совместимость')).toBeInTheDocument();
  });

  it('keeps the table on a wide screen, with UNT cut-offs in whole points', () => {
    restore = screenWidth(false);
    renderWithProviders(<MajorFitTable majors={[major]} fits={null} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByTestId('major-row')).toHaveTextContent('Грант 2025: 132');
    expect(screen.getByTestId('major-row')).not.toHaveTextContent(/132[.,]33/);
    expect(screen.getByTestId('major-row')).toHaveTextContent('5,5');
  });
});
