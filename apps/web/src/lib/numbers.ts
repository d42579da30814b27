/**
 * A number in the interface language: "3,84" and "1 350" in Russian and Kazakh, "3.84" and "1,350"
 * in English. Kazakh is formatted with Russian rules, which are the same (decimal comma, space
 * grouping), because some browsers claim Kazakh but carry no data for it (Debian's Chromium prints
 * "1,234.5" for `kk`).
 */
export function formatNumber(value: number, language: string | undefined, options?: Intl.NumberFormatOptions): string {
  const locale = !language || language === 'kk' ? 'ru' : language;
  return new Intl.NumberFormat(locale, options).format(value);
}
