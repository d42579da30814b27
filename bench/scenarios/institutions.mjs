// 1,000 institutions × 20 majors bulk-seeded; the catalogue with filters and
// search, an institution's detail and its fit, and an 8-institution enrollment analysis (a POST that
// computes and saves it): req/s, p50/p99 and SQL statements per request.
import { catalogueScenario, catalogueSummary, seedCatalogue } from './catalogues.mjs';

export const institutionsSeed = (env, size) => seedCatalogue('institutions', env, size);
export const institutionsScenario = catalogueScenario;
export const institutionsSummary = catalogueSummary;
