import type { TPersonalityStatus, TTestList } from '@bagdar/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { personalityAnalyses } from '../schema/analysis.ts';
import { learningMaterials, professions } from '../schema/catalog.ts';
import {
  testAnswers,
  testAttempts,
  testCategories,
  testOptions,
  testQuestions,
  tests,
  testVersions,
} from '../schema/tests.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';

const TABLES = {
  tests,
  test_versions: testVersions,
  test_questions: testQuestions,
  test_options: testOptions,
  test_attempts: testAttempts,
  test_answers: testAnswers,
  test_categories: testCategories,
  personality_analyses: personalityAnalyses,
  professions,
  learning_materials: learningMaterials,
};

describe('demo content seed', () => {
  const t = useTestApp();

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES)) {
      const [row] = await t.testDb.database.db.select({ n: count() }).from(table);
      result[name] = row?.n ?? -1;
    }
    return result;
  }

  it('gives demo.standard and demo.free both instruments done and an analysis, once', async () => {
    const db = t.testDb.database.db;
    await seedDemo(db);
    const first = await counts();
    // demo.pro is analysed too, by the careers seed; 42 demo-school students took both
    // instruments and 35 of them have an analysis (analytics-seed.ts); demo.analyst and demo.artist
    // took all four tests and are analysed (careers-contrast-seed.ts); school.s06 took both
    // instruments, and school.s03 and school.s06 are analysed (plan-reviews-seed.ts)
    expect(first).toMatchObject({
      tests: 4,
      test_versions: 4,
      test_attempts: 6 + 84 + 8 + 2,
      personality_analyses: 3 + 35 + 2 + 2,
    });
    await seedDemo(db);
    expect(await counts()).toEqual(first);

    const session = await signIn(t.app, 'demo.standard', DEMO_PASSWORD);
    const status = (await call(t.app, 'GET', '/api/v1/personality', { session })).json<TPersonalityStatus>();
    expect(status).toMatchObject({ state: 'COMPLETED', access: 'FULL', missingTests: [] });
    expect(status.analysis?.type).toBe('INTJ');
    expect(status.cooldownUntil).not.toBeNull();
    const tests = (await call(t.app, 'GET', '/api/v1/tests', { session })).json<TTestList>();
    expect(tests.items.filter((i) => i.state === 'COMPLETED').map((i) => i.slug)).toEqual([
      'career-interests',
      'personality-type',
    ]);

    const free = await signIn(t.app, 'demo.free', DEMO_PASSWORD);
    const preview = (await call(t.app, 'GET', '/api/v1/personality', { session: free })).json<TPersonalityStatus>();
    expect(preview).toMatchObject({ state: 'COMPLETED', access: 'PREVIEW', analysis: null });
    expect(preview.preview?.type).toBe('ENFP');
  });
});
