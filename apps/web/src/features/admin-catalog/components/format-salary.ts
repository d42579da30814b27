import { formatKzt } from '../../../lib/money.ts';

/** A salary range as Kazakhstan writes it: "400 000 – 1 500 000 ₸" (one amount when both ends match). */
export function formatSalaryRange({ from, to }: { from: number; to: number }): string {
  if (from === to) return formatKzt(to);
  return `${formatKzt(from).replace(/\u00a0₸$/, '')} – ${formatKzt(to)}`;
}
