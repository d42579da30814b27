import type { TPlanDetails, TPlanPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { employmentBody, giveAnalysis, professionId } from './careers-test-helpers.ts';

// The real round trip: the route sends a pg-boss job, the in-process worker (RUN_WORKER) runs it.
const ctx = useTestApp({ env: { RUN_WORKER: 'true' } });

describe('career plan creation job', () => {
  it('is queued by the API and built by the pg-boss worker', async () => {
    const db = ctx.app.database.db;
    await seedCatalog(db);
    const { user, username, password } = await createUser(db, { tier: 'PRO' });
    await giveAnalysis(db, user.id);
    const session = await signIn(ctx.app, username, password);
    const body = employmentBody(await professionId(db, 'software-developer'));
    const started = await call(ctx.app, 'POST', '/api/v1/careers/plans', { session, body });
    expect(started.statusCode).toBe(202);
    const { planId } = started.json<{ planId: string }>();

    let status = 'PENDING';
    for (let i = 0; i < 120 && status === 'PENDING'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status =
        (await call(ctx.app, 'GET', '/api/v1/careers/plans', { session })).json<TPlanPage>().items[0]?.status ?? '';
    }
    expect(status).toBe('ACTIVE');
    const plan = (await call(ctx.app, 'GET', `/api/v1/careers/plans/${planId}`, { session })).json<TPlanDetails>();
    expect(plan.phases.length).toBeGreaterThan(4);
  });
});
