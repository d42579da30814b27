import type { TPersonalityStatus } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { completeRequiredTests } from '../../db/seed/demo-profile.ts';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { seedInstruments } from '../../db/seed/instruments-seed.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

// The real round trip: the route sends a pg-boss job, the in-process worker (RUN_WORKER) runs it.
const ctx = useTestApp({ env: { RUN_WORKER: 'true' } });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, attempts = 120): Promise<T> {
  let value = await read();
  for (let i = 0; i < attempts && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe('personality analysis job', () => {
  it('is queued by the API and completed by the pg-boss worker', async () => {
    const db = ctx.app.database.db;
    await seedInstruments(db);
    await seedCatalog(db);
    const { user, username, password } = await createUser(db, { tier: 'PRO' });
    await completeRequiredTests(db, user.id);
    const session = await signIn(ctx.app, username, password);

    const started = await call(ctx.app, 'POST', '/api/v1/personality/analyses', { session });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();

    const status = await waitFor(
      async () => (await call(ctx.app, 'GET', '/api/v1/personality', { session })).json<TPersonalityStatus>(),
      (s) => s.state === 'COMPLETED',
    );
    expect(status).toMatchObject({ state: 'COMPLETED', access: 'FULL', job: null });
    expect(status.analysis).toMatchObject({ id: jobId, type: 'INTJ', provider: 'builtin' });
  });
});
