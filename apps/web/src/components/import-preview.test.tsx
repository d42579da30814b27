import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n.ts';
import { renderWithProviders, screenWidth } from '../lib/testing.tsx';
import { ImportPreview, type TPreviewRow } from './import-preview.tsx';

type TRow = TPreviewRow & { name: string };
const rows: TRow[] = [
  { row: 2, name: 'Айгерим', errors: [] },
  { row: 3, name: 'Данияр', errors: [{ column: 'email', code: 'email_invalid' }] },
];
const preview = () =>
  renderWithProviders(
    <ImportPreview
      rows={rows}
      columns={[{ key: 'name', header: 'Имя', cell: (r: TRow) => r.name }]}
      errorText={(e) => `Ошибка: ${e.code}`}
      onCommit={() => {}}
      committing={false}
      commitError={null}
    />,
  );

let restore = () => {};
afterEach(() => restore());

describe('ImportPreview', () => {
  it('shows each row as a card on a phone, the errors first inside it', () => {
    restore = screenWidth(true);
    preview();
    expect(screen.queryByTestId('preview-table')).toBeNull();
    const cards = screen.getAllByTestId('preview-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('data-invalid', 'true');
    expect(within(cards[0] as HTMLElement).getByText('Ошибка: email_invalid')).toBeInTheDocument();
  });

  it('keeps the table on wider screens', () => {
    preview();
    expect(screen.getByTestId('preview-table')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-card')).toBeNull();
  });
});
