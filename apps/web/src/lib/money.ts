/** Tenge amounts as Kazakhstan writes them: digits grouped by non-breaking spaces, then ₸ ("3 500 ₸"). */
export function formatKzt(amount: number): string {
  const grouped = Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped}\u00a0₸`;
}
