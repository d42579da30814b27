import type { TInstrument } from '../types.ts';
import { careerInterests } from './career-interests.ts';
import { logicalReasoning } from './logical-reasoning.ts';
import { personalityType } from './personality-type.ts';
import { workValues } from './work-values.ts';

/** The four instruments Bagdar ships, in the order the catalogue shows them; the seed reads this list. */
export const INSTRUMENTS: TInstrument[] = [careerInterests, personalityType, workValues, logicalReasoning];
