import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlighter, queryTerms, trigramSimilarity } from './post-text.ts';

/** The rule as the spec words it, word by word, with no shortcut: the highlighter must agree with it. */
const matchesByRule = (word: string, terms: readonly string[]) => {
  const lower = word.toLowerCase();
  return terms.some((term) => lower.startsWith(term) || (term.length >= 4 && trigramSimilarity(lower, term) >= 0.45));
};

/** Words over a few letters, so that prefixes and near misses of the terms come up often. */
const word = fc.string({
  unit: fc.constantFrom('у', 'н', 'и', 'в', 'е', 'р', 'с', 'т', 'ә', 'қ', 'a', 'b', 'Н'),
  minLength: 1,
  maxLength: 14,
});

describe('highlighter', () => {
  it('marks the same words as the rule, whatever the words and terms', () => {
    // Texts of random words and of edits of the terms (a letter dropped, doubled, changed, or a run
    // cut off or added): the near misses and the words just too far from a term to count.
    const edit = (term: string) =>
      fc
        .tuple(
          fc.nat({ max: term.length }),
          fc.nat({ max: term.length }),
          word,
          fc.constantFrom('drop', 'double', 'change', 'cut', 'add'),
        )
        .map(([at, length, letters, kind]) => {
          if (kind === 'drop') return term.slice(0, at) + term.slice(at + 1);
          if (kind === 'double') return term.slice(0, at) + term.charAt(at) + term.slice(at);
          if (kind === 'change') return term.slice(0, at) + letters.charAt(0) + term.slice(at + 1);
          if (kind === 'cut') return term.slice(0, Math.max(at, length));
          return term + letters;
        })
        .filter((w) => w.length > 0);
    const sample = fc.array(word, { minLength: 1, maxLength: 3 }).chain((typed) => {
      const terms = queryTerms(typed.join(' '));
      const words = fc.array(fc.oneof(word, ...terms.map(edit)), { minLength: 1, maxLength: 12 });
      return fc.tuple(fc.constant(terms), words);
    });
    fc.assert(
      fc.property(sample, ([terms, words]) => {
        const segments = highlighter(terms)(words.join(' '));
        expect(segments.map((s) => s.text).join('')).toBe(words.join(' '));
        const marked = segments.filter((s) => s.match).map((s) => s.text);
        expect(marked).toEqual(words.filter((w) => matchesByRule(w, terms)));
      }),
      { seed: 20261126, numRuns: 500 },
    );
  });

  it('marks a near miss of a long term and leaves a short unrelated word', () => {
    const mark = highlighter(['университет']);
    expect(mark('Лучший универститет и кот').filter((s) => s.match)).toEqual([{ text: 'универститет', match: true }]);
  });

  it('serves several texts with one set of terms', () => {
    const mark = highlighter(['ент']);
    expect(mark('ЕНТ — это #ЕНТ!')).toEqual([
      { text: 'ЕНТ', match: true },
      { text: ' — это #', match: false },
      { text: 'ЕНТ', match: true },
      { text: '!', match: false },
    ]);
    expect(mark('Ертең ЕНТ')).toEqual([
      { text: 'Ертең ', match: false },
      { text: 'ЕНТ', match: true },
    ]);
  });
});
