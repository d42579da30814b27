import { describe, expect, it } from 'vitest';
import { formatSalaryRange } from './format-salary.ts';

describe('formatSalaryRange', () => {
  it('writes a tenge range with grouped digits', () => {
    expect(formatSalaryRange({ from: 400000, to: 1500000 }).replace(/\u00a0/g, ' ')).toBe('400 000 – 1 500 000 ₸');
  });
  it('writes one amount when both ends are equal', () => {
    expect(formatSalaryRange({ from: 250000, to: 250000 }).replace(/\u00a0/g, ' ')).toBe('250 000 ₸');
  });
});
