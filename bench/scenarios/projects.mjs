// 20,000 projects bulk-seeded; the catalogue's All, Recommended and Popular tabs,
// its search, and a project page: req/s, p50/p99 and SQL statements per request.
import { catalogueScenario, catalogueSummary, seedCatalogue } from './catalogues.mjs';

export const projectsSeed = (env, size) => seedCatalogue('projects', env, size);
export const projectsScenario = catalogueScenario;
export const projectsSummary = catalogueSummary;
