import { describe, expect, it } from 'vitest';
import { sortByLabel } from './use-localized.ts';

describe('sortByLabel', () => {
  it('orders Kazakh labels by the Kazakh alphabet (ә after а, ө after о, ү after ұ)', () => {
    const labels = ['Өскемен', 'Үржар', 'Ақтөбе', 'Орал', 'Әулиеата', 'Ұлытау', 'Бұрабай'];
    const sorted = sortByLabel(
      labels.map((label) => ({ label })),
      'kk',
    ).map((o) => o.label);
    expect(sorted).toEqual(['Ақтөбе', 'Әулиеата', 'Бұрабай', 'Орал', 'Өскемен', 'Ұлытау', 'Үржар']);
  });

  it('orders by the displayed label, not by the order the API gave (Russian names)', () => {
    // The API sorts by the Russian name: Германия, Египет, Япония; in English the labels read otherwise.
    const fromApi = [{ label: 'Germany' }, { label: 'Egypt' }, { label: 'Japan' }];
    expect(sortByLabel(fromApi, 'en').map((o) => o.label)).toEqual(['Egypt', 'Germany', 'Japan']);
  });
});
