import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { SeatsNotice } from './seats-notice.tsx';

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('SeatsNotice', () => {
  it('shows the seats left, warns from 90 % taken and says when none are left', async () => {
    await i18n.changeLanguage('ru');
    const { unmount } = renderWithProviders(<SeatsNotice used={86} total={120} />);
    expect(screen.getByTestId('seats-left')).toHaveTextContent('Свободно мест по лицензии: 34 из 120.');
    expect(screen.queryByTestId('seats-warning')).toBeNull();
    unmount();

    const nearly = renderWithProviders(<SeatsNotice used={108} total={120} />);
    expect(screen.getByTestId('seats-warning')).toHaveTextContent('Места по лицензии заканчиваются');
    expect(screen.getByTestId('seats-warning')).toHaveTextContent('12 из 120');
    nearly.unmount();

    await i18n.changeLanguage('kk');
    renderWithProviders(<SeatsNotice used={126} total={120} />);
    expect(screen.getByTestId('seats-warning')).toHaveTextContent('Лицензия бойынша бос орын жоқ');
    expect(screen.getByTestId('seats-warning')).toHaveTextContent('120 ішінен 0');
  });

  it('says nothing for a licence without a seat limit', () => {
    renderWithProviders(<SeatsNotice used={5} total={null} />);
    expect(screen.queryByTestId('seats-left')).toBeNull();
  });
});
