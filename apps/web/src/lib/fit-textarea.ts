/**
 * Grows a textarea to its text, from its `rows` up to `maxRows` lines, past which it scrolls: what
 * Mantine's `autosize` does, measured on input only. `autosize` measures on mount too, in a layout effect,
 * and that reads the layout of the whole page inside React's first commit; on the feed this was the
 * composer's cost in the first load's longest task on a phone (decision 014).
 * An empty value returns to the `rows` height.
 */
export function fitTextarea(element: HTMLTextAreaElement, maxRows: number): void {
  if (element.value === '') {
    element.style.height = '';
    element.style.overflowY = '';
    return;
  }
  const style = getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
  const border = element.offsetHeight - element.clientHeight;
  element.style.height = 'auto';
  const wanted = element.scrollHeight + border;
  const max = Number.isFinite(lineHeight) ? lineHeight * maxRows + (padding || 0) + border : Number.POSITIVE_INFINITY;
  element.style.height = `${Math.min(wanted, max)}px`;
  element.style.overflowY = wanted > max ? 'auto' : 'hidden';
}
