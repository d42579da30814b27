import { z } from 'zod';

/**
 * The fields (industries) of study and work, in display order: majors, professions, materials and
 * the catalogue filter store these codes; the web client names them from its locale files.
 */
export const FIELDS = [
  'IT',
  'ENGINEERING',
  'OIL_GAS',
  'MINING_METALLURGY',
  'ENERGY',
  'CONSTRUCTION',
  'TRADES',
  'TRANSPORT',
  'AVIATION',
  'AGRICULTURE',
  'MEDICINE',
  'EDUCATION',
  'LAW',
  'PUBLIC_SERVICE',
  'FINANCE',
  'BUSINESS',
  'TOURISM_HOSPITALITY',
  'CREATIVE',
  'MEDIA',
  'SCIENCE',
  'ECOLOGY',
  'SOCIAL',
  'SPORT',
] as const;
export type TField = (typeof FIELDS)[number];

/** A field code; anything else is refused with `field_code_invalid`. */
export const ZField = z.enum(FIELDS, { error: 'field_code_invalid' });
