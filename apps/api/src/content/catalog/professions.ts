import type { TProfession } from '../types.ts';
import { AGRO_PROFESSIONS } from './professions-agro.ts';
import { AVIATION_PROFESSIONS } from './professions-aviation.ts';
import { BUSINESS_PROFESSIONS } from './professions-business.ts';
import { CONSTRUCTION_PROFESSIONS } from './professions-construction.ts';
import { CREATIVE_PROFESSIONS } from './professions-creative.ts';
import { EDUCATION_PROFESSIONS } from './professions-education.ts';
import { ENERGY_PROFESSIONS } from './professions-energy.ts';
import { ENGINEERING_PROFESSIONS } from './professions-engineering.ts';
import { FINANCE_PROFESSIONS } from './professions-finance.ts';
import { HEALTH_CARE_PROFESSIONS } from './professions-health-care.ts';
import { IT_DATA_PROFESSIONS } from './professions-it-data.ts';
import { IT_PROFESSIONS } from './professions-it.ts';
import { LAW_PUBLIC_SERVICE_PROFESSIONS } from './professions-law-public-service.ts';
import { MEDIA_PROFESSIONS } from './professions-media.ts';
import { MEDICINE_PROFESSIONS } from './professions-medicine.ts';
import { MINING_METALLURGY_PROFESSIONS } from './professions-mining-metallurgy.ts';
import { OIL_GAS_PROFESSIONS } from './professions-oil-gas.ts';
import { SCIENCE_ECOLOGY_PROFESSIONS } from './professions-science-ecology.ts';
import { SOCIAL_SPORT_PROFESSIONS } from './professions-social-sport.ts';
import { TOURISM_PROFESSIONS } from './professions-tourism.ts';
import { TRADES_PROFESSIONS } from './professions-trades.ts';
import { TRANSPORT_PROFESSIONS } from './professions-transport.ts';

/**
 * The seeded professions catalogue. Holland codes follow the closest O*NET occupation
 * (strongest letter first); salaries are typical gross monthly ranges in Kazakhstan, tenge.
 */
export const PROFESSIONS: TProfession[] = [
  ...IT_PROFESSIONS,
  ...IT_DATA_PROFESSIONS,
  ...OIL_GAS_PROFESSIONS,
  ...MINING_METALLURGY_PROFESSIONS,
  ...ENERGY_PROFESSIONS,
  ...ENGINEERING_PROFESSIONS,
  ...CONSTRUCTION_PROFESSIONS,
  ...TRADES_PROFESSIONS,
  ...TRANSPORT_PROFESSIONS,
  ...AVIATION_PROFESSIONS,
  ...AGRO_PROFESSIONS,
  ...MEDICINE_PROFESSIONS,
  ...HEALTH_CARE_PROFESSIONS,
  ...EDUCATION_PROFESSIONS,
  ...LAW_PUBLIC_SERVICE_PROFESSIONS,
  ...FINANCE_PROFESSIONS,
  ...BUSINESS_PROFESSIONS,
  ...TOURISM_PROFESSIONS,
  ...CREATIVE_PROFESSIONS,
  ...MEDIA_PROFESSIONS,
  ...SCIENCE_ECOLOGY_PROFESSIONS,
  ...SOCIAL_SPORT_PROFESSIONS,
];
