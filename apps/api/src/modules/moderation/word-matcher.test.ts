import { describe, expect, it } from 'vitest';
import { WordMatcher, type ListedWord } from './word-matcher.ts';

const lists: ListedWord[] = [
  { language: 'ru', list: 'BLOCK', word: 'дурак' },
  { language: 'ru', list: 'BLOCK', word: 'идиот' },
  { language: 'ru', list: 'REVIEW', word: 'тупой' },
  { language: 'kk', list: 'BLOCK', word: 'ақымақ' },
  { language: 'kk', list: 'BLOCK', word: 'топас' },
  { language: 'kk', list: 'REVIEW', word: 'жек көремін' },
  { language: 'en', list: 'BLOCK', word: 'idiot' },
  { language: 'en', list: 'BLOCK', word: 'moron' },
  { language: 'en', list: 'REVIEW', word: 'stupid' },
];
const matcher = new WordMatcher(lists);
const blocked = (text: string) => matcher.check(text).blocked;

describe('the word filter', () => {
  it('finds Russian insults spelled with Latin look-alikes, spaces, symbols and repeated letters', () => {
    expect(blocked('Ты дурак')).toEqual(['дурак']);
    expect(blocked('ты ДУРАК!')).toEqual(['дурак']);
    expect(blocked('ты дурaк')).toEqual(['дурак']); // Latin "a"
    expect(blocked('ты дYPAK')).toEqual(['дурак']); // Latin Y, P, A, K
    expect(blocked('ты д у р а к')).toEqual(['дурак']);
    expect(blocked('ты д.у-р_а*к')).toEqual(['дурак']);
    expect(blocked('ты дуррраак')).toEqual(['дурак']);
    expect(blocked('ну ты и1диот')).toEqual([]); // a letter inserted is another word
    expect(blocked('ну ты иди0т')).toEqual(['идиот']);
  });

  it('finds Kazakh insults with plain letters for ә ғ қ ң ө ұ ү and Latin look-alikes', () => {
    expect(blocked('Сен ақымақсың ба')).toEqual([]); // the suffixed form is another word here
    expect(blocked('сен ақымақ')).toEqual(['ақымақ']);
    expect(blocked('сен акымак')).toEqual(['ақымақ']); // к for қ
    expect(blocked('сен aкымaк')).toEqual(['ақымақ']); // Latin a
    expect(blocked('сен т о п а с')).toEqual(['топас']);
    expect(blocked('сен TOПAC')).toEqual(['топас']);
  });

  it('finds English insults with digits and symbols for letters and Cyrillic look-alikes', () => {
    expect(blocked('what an idiot')).toEqual(['idiot']);
    expect(blocked('what an 1d10t')).toContain('idiot');
    expect(blocked('what a m-o-r-o-n')).toEqual(['moron']);
    expect(blocked('what a mоrоn')).toEqual(['moron']); // Cyrillic о
    expect(blocked('what a m0r0n!!!')).toEqual(['moron']);
  });

  it('leaves words that only contain a listed word, and ordinary text, alone', () => {
    expect(blocked('Дураков нет, есть идиоматика и idioms')).toEqual([]);
    expect(blocked('Топастан емес, топ астында')).toEqual([]);
    expect(blocked('Moroni is a city; a stupidity test')).toEqual([]);
    expect(matcher.check('Готовлюсь к ЕНТ #математика').blocked).toEqual([]);
  });

  it('holds review words for a moderator instead of refusing them', () => {
    expect(matcher.check('that was stupid')).toEqual({ blocked: [], review: ['stupid'] });
    expect(matcher.check('сен тупой')).toEqual({ blocked: [], review: ['тупой'] });
    expect(matcher.check('мен сені жек  көремін')).toEqual({ blocked: [], review: ['жек көремін'] });
    expect(matcher.check('ты ТУПОЙ дурак')).toEqual({ blocked: ['дурак'], review: ['тупой'] });
  });

  it('checks every text it is given (a project’s title and description together)', () => {
    expect(matcher.check('Робототехника', null, 'капитан — moron').blocked).toEqual(['moron']);
  });
});
