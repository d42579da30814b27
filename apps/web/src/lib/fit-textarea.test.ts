import { describe, expect, it } from 'vitest';
import { fitTextarea } from './fit-textarea.ts';

/** A textarea with the layout figures jsdom does not compute: 20 px lines, 5 px padding each side, 1 px borders. */
function textarea(value: string, contentHeight: number): HTMLTextAreaElement {
  const element = document.createElement('textarea');
  element.value = value;
  element.style.lineHeight = '20px';
  element.style.paddingTop = '5px';
  element.style.paddingBottom = '5px';
  Object.defineProperty(element, 'scrollHeight', { get: () => contentHeight });
  Object.defineProperty(element, 'offsetHeight', { get: () => 52 });
  Object.defineProperty(element, 'clientHeight', { get: () => 50 });
  document.body.append(element);
  return element;
}

describe('fitTextarea', () => {
  it('grows to the text while it is under the most rows', () => {
    const element = textarea('one\ntwo\nthree', 70);
    fitTextarea(element, 4);
    expect(element.style.height).toBe('72px');
    expect(element.style.overflowY).toBe('hidden');
  });

  it('stops at the most rows and scrolls past them', () => {
    const element = textarea('many lines', 400);
    fitTextarea(element, 4);
    expect(element.style.height).toBe(`${4 * 20 + 10 + 2}px`);
    expect(element.style.overflowY).toBe('auto');
  });

  it('returns an emptied box to its rows height', () => {
    const element = textarea('text', 70);
    fitTextarea(element, 4);
    element.value = '';
    fitTextarea(element, 4);
    expect(element.style.height).toBe('');
    expect(element.style.overflowY).toBe('');
  });
});
