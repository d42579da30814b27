import type { TLocalized } from '../types.ts';

/** Shorthand for a catalogue text in the three UI languages, in the order ru, kk, en. */
export const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });
