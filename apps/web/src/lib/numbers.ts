import { ADMISSION_EXAM_RANGES, type TAdmissionExam } from '@bagdar/contracts';

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

/**
 * An admission exam's score or bar at the exam's own precision: UNT and SAT in whole points, IELTS
 * to one decimal, GPA to two. A bar averaged over several years ("132.33") reads as the whole
 * points a student can score.
 */
export function formatExamScore(exam: TAdmissionExam, value: number, language: string | undefined): string {
  const { step } = ADMISSION_EXAM_RANGES[exam];
  const digits = step >= 1 ? 0 : (String(step).split('.')[1]?.length ?? 0);
  return formatNumber(value, language, { maximumFractionDigits: digits });
}
