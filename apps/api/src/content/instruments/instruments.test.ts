import { describe, it, expect } from 'vitest';
import type { TChoiceItem, TInstrument, TLikertItem, TLocalized } from '../types.ts';
import { INSTRUMENTS } from './all-instruments.ts';

/** Letters that Kazakh Cyrillic has and Russian does not. */
const KAZAKH_LETTERS = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/;

/** How many items each scale of an instrument needs at least (by slug). */
const MIN_ITEMS_PER_SCALE: Record<string, number> = {
  'career-interests': 8,
  'personality-type': 10,
  'work-values': 5,
  'logical-reasoning': 1,
};

const EXPECTED_SCALES: Record<string, string[]> = {
  'career-interests': ['R', 'I', 'A', 'S', 'E', 'C'],
  'personality-type': ['EI', 'SN', 'TF', 'JP'],
  'work-values': ['ACHIEVEMENT', 'INDEPENDENCE', 'RECOGNITION', 'RELATIONSHIPS', 'SUPPORT', 'WORKING_CONDITIONS'],
  'logical-reasoning': ['NUMERICAL', 'VERBAL', 'ABSTRACT'],
};

function isLocalized(value: unknown): value is TLocalized {
  return (
    typeof value === 'object' &&
    value !== null &&
    'ru' in value &&
    'kk' in value &&
    'en' in value &&
    Object.keys(value).length === 3
  );
}

/** Every TLocalized anywhere in the instrument, with a path for the failure message. */
function collectLocalized(value: unknown, path: string, out: { path: string; text: TLocalized }[]): void {
  if (isLocalized(value)) {
    out.push({ path, text: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((entry, index) => collectLocalized(entry, `${path}[${index}]`, out));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) collectLocalized(entry, `${path}.${key}`, out);
  }
}

const likertItems = (instrument: TInstrument): TLikertItem[] =>
  instrument.items.filter((item): item is TLikertItem => item.kind === 'LIKERT');
const choiceItems = (instrument: TInstrument): TChoiceItem[] =>
  instrument.items.filter((item): item is TChoiceItem => item.kind !== 'LIKERT');

/** The scales an item feeds: a Likert item's scale, or every scale a choice option weighs. */
function scalesFedBy(item: TLikertItem | TChoiceItem): Set<string> {
  if (item.kind === 'LIKERT') return new Set([item.scale]);
  return new Set(item.options.flatMap((option) => Object.keys(option.weights ?? {})));
}

describe('instrument list', () => {
  it('holds the four instruments with unique slugs', () => {
    expect(INSTRUMENTS.map((instrument) => instrument.slug).sort()).toEqual(
      ['career-interests', 'logical-reasoning', 'personality-type', 'work-values'].sort(),
    );
  });
});

describe.each(INSTRUMENTS.map((instrument) => [instrument.slug, instrument] as const))('%s', (slug, instrument) => {
  const scaleKeys = new Set(instrument.scales.map((scale) => scale.key));

  it('has the expected scales, with unique keys', () => {
    expect(instrument.scales.map((scale) => scale.key)).toEqual(EXPECTED_SCALES[slug]);
    expect(scaleKeys.size).toBe(instrument.scales.length);
  });

  it('has sane metadata', () => {
    expect(instrument.estimatedMinutes).toBeGreaterThan(0);
    expect(instrument.minimumAge).toBeGreaterThanOrEqual(12);
    expect(instrument.categories.length).toBeGreaterThan(0);
    expect(new Set(instrument.categories.map((category) => category.key)).size).toBe(instrument.categories.length);
  });

  it('has unique item keys and unique option keys within each item', () => {
    const keys = instrument.items.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of choiceItems(instrument)) {
      const optionKeys = item.options.map((option) => option.key);
      expect(new Set(optionKeys).size, item.key).toBe(optionKeys.length);
      expect(item.options.length, item.key).toBeGreaterThanOrEqual(2);
    }
  });

  it('feeds only existing scales', () => {
    for (const item of likertItems(instrument)) expect(scaleKeys.has(item.scale), item.key).toBe(true);
    for (const item of choiceItems(instrument)) {
      for (const option of item.options) {
        for (const [scale, weight] of Object.entries(option.weights ?? {})) {
          expect(scaleKeys.has(scale), `${item.key}/${option.key} → ${scale}`).toBe(true);
          expect(Number.isFinite(weight) && weight !== 0, `${item.key}/${option.key}`).toBe(true);
        }
      }
    }
  });

  it('feeds every scale with enough items', () => {
    const minimum = MIN_ITEMS_PER_SCALE[slug] ?? 1;
    for (const scale of instrument.scales) {
      const likertCount = likertItems(instrument).filter((item) => item.scale === scale.key).length;
      const feeding = instrument.items.filter((item) => scalesFedBy(item).has(scale.key)).length;
      expect(feeding, scale.key).toBeGreaterThanOrEqual(1);
      if (instrument.scoring === 'TRAIT') expect(likertCount, scale.key).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('every TLocalized text is non-empty in ru, kk and en', () => {
    const texts: { path: string; text: TLocalized }[] = [];
    collectLocalized(instrument, slug, texts);
    expect(texts.length).toBeGreaterThan(instrument.items.length);
    for (const { path, text } of texts) {
      for (const language of ['ru', 'kk', 'en'] as const) {
        expect(typeof text[language], `${path}.${language}`).toBe('string');
        expect(text[language].trim().length, `${path}.${language}`).toBeGreaterThan(0);
      }
    }
  });

  it('writes every scale with a description and high/low interpretations', () => {
    for (const scale of instrument.scales) {
      for (const text of [scale.description, scale.high, scale.low]) {
        for (const language of ['ru', 'kk', 'en'] as const)
          expect(text[language].length, scale.key).toBeGreaterThan(40);
      }
    }
  });

  it('has Kazakh texts that are Kazakh, not Russian', () => {
    const texts: { path: string; text: TLocalized }[] = [];
    collectLocalized(instrument, slug, texts);
    expect(texts.some(({ text }) => KAZAKH_LETTERS.test(text.kk))).toBe(true);
    // Every question's Kazakh wording differs from its Russian one.
    for (const item of instrument.items) expect(item.text.kk, item.key).not.toBe(item.text.ru);
    // And most Kazakh sentences (scale texts and questions) use a Kazakh-specific letter.
    const sentences = [
      ...instrument.items.map((item) => item.text.kk),
      ...instrument.scales.flatMap((scale) => [scale.description.kk, scale.high.kk, scale.low.kk]),
    ];
    const kazakhShare = sentences.filter((sentence) => KAZAKH_LETTERS.test(sentence)).length / sentences.length;
    expect(kazakhShare).toBeGreaterThan(0.9);
  });

  if (instrument.scoring === 'TRAIT') {
    it('trait instrument: choice options add weights and nothing is marked correct', () => {
      for (const item of choiceItems(instrument)) {
        expect(item.kind, item.key).toBe('SINGLE');
        for (const option of item.options) {
          expect(option.correct, `${item.key}/${option.key}`).toBeUndefined();
          expect(Object.keys(option.weights ?? {}).length, `${item.key}/${option.key}`).toBeGreaterThan(0);
        }
      }
    });
  }

  if (instrument.scoring === 'KNOWLEDGE') {
    it('knowledge instrument: only choice items, right answers marked, weights only on right answers', () => {
      expect(likertItems(instrument)).toHaveLength(0);
      for (const item of choiceItems(instrument)) {
        const correct = item.options.filter((option) => option.correct === true);
        expect(correct.length, item.key).toBeGreaterThanOrEqual(1);
        if (item.kind === 'SINGLE') expect(correct.length, item.key).toBe(1);
        else expect(correct.length, item.key).toBeLessThan(item.options.length);
        expect(item.options.length, item.key).toBeGreaterThanOrEqual(4);
        expect(item.options.length, item.key).toBeLessThanOrEqual(5);
        expect(item.explanation, item.key).toBeDefined();
        for (const option of item.options) {
          const weighs = Object.keys(option.weights ?? {}).length > 0;
          expect(weighs, `${item.key}/${option.key}`).toBe(option.correct === true);
        }
        // All right answers of one question count towards the same single scale.
        const scales = new Set(correct.flatMap((option) => Object.keys(option.weights ?? {})));
        expect(scales.size, item.key).toBe(1);
      }
    });

    it('knowledge instrument: has 15-18 questions with 1-2 multiple-choice ones', () => {
      expect(instrument.items.length).toBeGreaterThanOrEqual(15);
      expect(instrument.items.length).toBeLessThanOrEqual(18);
      const multiple = instrument.items.filter((item) => item.kind === 'MULTIPLE').length;
      expect(multiple).toBeGreaterThanOrEqual(1);
      expect(multiple).toBeLessThanOrEqual(2);
    });
  }
});

describe('personality-type axes', () => {
  const personality = INSTRUMENTS.find((instrument) => instrument.slug === 'personality-type');

  it('every axis has two named poles and items in both directions, roughly balanced', () => {
    expect(personality).toBeDefined();
    if (!personality) return;
    for (const scale of personality.scales) {
      expect(scale.poles, scale.key).toBeDefined();
      expect(scale.poles?.positive.key, scale.key).toBe(scale.key[0]);
      expect(scale.poles?.negative.key, scale.key).toBe(scale.key[1]);
      const items = likertItems(personality).filter((item) => item.scale === scale.key);
      const positive = items.filter((item) => item.direction === 1).length;
      const negative = items.filter((item) => item.direction === -1).length;
      expect(positive, scale.key).toBeGreaterThanOrEqual(Math.floor(items.length * 0.4));
      expect(negative, scale.key).toBeGreaterThanOrEqual(Math.floor(items.length * 0.4));
    }
  });

  it('interleaves the axes (no two neighbouring items on the same axis)', () => {
    if (!personality) return;
    const scales = likertItems(personality).map((item) => item.scale);
    scales.slice(1).forEach((scale, index) => expect(scale, `item ${index + 1}`).not.toBe(scales[index]));
  });
});

describe('career-interests', () => {
  it('interleaves the six types and keys every item positively', () => {
    const interests = INSTRUMENTS.find((instrument) => instrument.slug === 'career-interests');
    expect(interests).toBeDefined();
    if (!interests) return;
    const items = likertItems(interests);
    expect(items).toHaveLength(interests.items.length);
    for (const item of items) expect(item.direction, item.key).toBe(1);
    const scales = items.map((item) => item.scale);
    scales.slice(1).forEach((scale, index) => expect(scale, `item ${index + 1}`).not.toBe(scales[index]));
  });
});
