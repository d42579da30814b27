import { ANALYSIS_REQUIRED_TESTS } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { createBuiltinProvider } from '../../ai/builtin-provider.ts';
import { loadAnalysisInput } from '../../modules/personality/analysis-input.ts';
import {
  insertAnalysis,
  latestCompletedAnalysis,
  latestResultsBySlug,
} from '../../modules/personality/personality.repository.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { seedCatalog } from './catalog-seed.ts';
import { completeRequiredTests, ENFP_SAE, INTJ_IRA, type TDemoProfile } from './demo-profile.ts';
import { seedInstruments } from './instruments-seed.ts';

/** The demo user who has finished both instruments and has an analysis to look at. */
export const DEMO_ANALYSED_USERNAME = 'demo.standard';
/**
 * demo.standard sees the full analysis; demo.free took the instruments during a school trial
 * and now sees the FREE preview of the same kind of analysis.
 */
const DEMO_ANALYSED: { username: string; profile: TDemoProfile }[] = [
  { username: DEMO_ANALYSED_USERNAME, profile: INTJ_IRA },
  { username: 'demo.free', profile: ENFP_SAE },
];
const DEMO_ANALYSIS_AGE_DAYS = 3;

/**
 * The demo content of tests and analyses: the instruments, the catalogues, and for the DEMO_ANALYSED users completed
 * attempts of the two required instruments with an analysis by the built-in provider, dated a few
 * days back so the page shows the cool-down. Present data is left alone. `storage` (the app's
 * upload store) is for seeds that create media with seedImage/seedVideo; without it they skip media.
 */
export async function seedDemoContent(db: Db, now: Date = new Date(), _storage?: Storage): Promise<void> {
  await seedInstruments(db, now);
  await seedCatalog(db);
  for (const { username, profile } of DEMO_ANALYSED) await seedAnalysedUser(db, username, profile, now);
}

export async function seedAnalysedUser(db: Db, username: string, profile: TDemoProfile, now: Date): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (!user) return;
  const at = new Date(now.getTime() - DEMO_ANALYSIS_AGE_DAYS * 86_400_000);
  const results = await latestResultsBySlug(db, user.id, ANALYSIS_REQUIRED_TESTS);
  if (results.size === 0) await completeRequiredTests(db, user.id, at, profile);
  if (await latestCompletedAnalysis(db, user.id)) return;
  const result = await createBuiltinProvider().analyse(await loadAnalysisInput(db, user.id));
  await insertAnalysis(db, {
    userId: user.id,
    status: 'COMPLETED',
    stage: 'SCORING',
    percent: 100,
    result,
    provider: result.provider,
    aiEnriched: result.aiEnriched,
    createdAt: at,
    completedAt: at,
  });
}
