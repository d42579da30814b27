import { describe, expect, it } from 'vitest';
import { formatExamScore, formatNumber } from './numbers.ts';

describe('formatExamScore', () => {
  it('writes UNT and SAT in whole points, IELTS and GPA at their precision', () => {
    expect(formatExamScore('unt', 132.33, 'ru')).toBe('132');
    expect(formatExamScore('unt', 101.5, 'kk')).toBe('102');
    expect(formatExamScore('sat', 1234.6, 'en')).toBe('1,235');
    expect(formatExamScore('ielts', 6.5, 'ru')).toBe('6,5');
    expect(formatExamScore('gpa', 3.456, 'ru')).toBe('3,46');
  });

  it('leaves other numbers as they are', () => {
    expect(formatNumber(132.33, 'ru')).toBe('132,33');
  });
});
