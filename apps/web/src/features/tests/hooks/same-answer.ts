import type { TAnswerBody } from '@bagdar/contracts';

/** Whether two answers say the same (option order does not matter). */
export function sameAnswer(a: TAnswerBody | undefined, b: TAnswerBody | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.value !== b.value) return false;
  const left = [...(a.optionIds ?? [])].sort();
  const right = [...(b.optionIds ?? [])].sort();
  return left.length === right.length && left.every((id, i) => id === right[i]);
}
