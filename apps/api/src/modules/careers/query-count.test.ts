import type { TPlanDetails, TPlanPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { learningMaterials } from '../../db/schema/catalog.ts';
import { createUser } from '../../test/factories.ts';
import { countQueries, countStatements } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { storeSyntheticPlan } from './careers-test-helpers.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function proUser() {
  const { user, username, password } = await createUser(db(), { tier: 'PRO' });
  return { user, session: await signIn(ctx.app, username, password) };
}
const queriesOf = async (run: () => Promise<unknown>) => (await countQueries(db(), run)).queries;

describe('career plans issue a fixed number of SQL statements whatever they hold', () => {
  it('the list costs the same for one plan and two, and details the same for 1×1 and 10×10 with materials', async () => {
    await seedCatalog(db());
    const materialIds = (await db().select({ id: learningMaterials.id }).from(learningMaterials).limit(3)).map(
      (m) => m.id,
    );
    const small = await proUser();
    const big = await proUser();
    const smallPlan = await storeSyntheticPlan(db(), small.user.id, { phases: 1, subtasks: 1 });
    const bigPlan = await storeSyntheticPlan(db(), big.user.id, { phases: 10, subtasks: 10, materialIds });
    await storeSyntheticPlan(db(), big.user.id, { goal: 'ENROLLMENT', phases: 10, subtasks: 10 });

    // The signals of the sign-ins above first: one arriving between two counts would drop a held session.
    await signalsSettled(ctx.app);
    const get = (session: string, url: string) => () => call(ctx.app, 'GET', url, { session });
    // A first request each puts the session into the session cache.
    await get(small.session, '/api/v1/careers/gate')();
    await get(big.session, '/api/v1/careers/gate')();
    const listSmall = await queriesOf(get(small.session, '/api/v1/careers/plans'));
    const listBig = await queriesOf(get(big.session, '/api/v1/careers/plans'));
    expect((await get(big.session, '/api/v1/careers/plans')()).json<TPlanPage>().items).toHaveLength(2);
    expect(listBig).toBe(listSmall);

    const detailsSmall = await queriesOf(get(small.session, `/api/v1/careers/plans/${smallPlan}`));
    const detailsBig = await queriesOf(get(big.session, `/api/v1/careers/plans/${bigPlan}`));
    const plan = (await get(big.session, `/api/v1/careers/plans/${bigPlan}`)()).json<TPlanDetails>();
    expect(plan.phases).toHaveLength(10);
    expect(plan.phases.every((p) => p.subtasks.length === 10 && p.materials.length === 3)).toBe(true);
    expect(detailsBig).toBe(detailsSmall);
    // The session is held by the session cache: the plan with everything it holds is one statement.
    expect(detailsBig).toBe(1);
    expect(listBig).toBe(1);
    // The mentor's review and comments beside the plan page: one statement.
    expect(await queriesOf(get(big.session, `/api/v1/careers/plans/${bigPlan}/review`))).toBe(1);

    const subtask = plan.phases[3]?.subtasks[4];
    const tick = (done: boolean) => () =>
      call(ctx.app, 'PUT', `/api/v1/careers/plans/${bigPlan}/subtasks/${subtask?.id ?? ''}`, {
        session: big.session,
        body: { done },
      });
    // Each count starts with the session held: the signals of the writes before it have arrived (on a
    // server a commit's signal comes a little later and may drop the held session) and it is read again.
    const countTick = async (done: boolean) => {
      await signalsSettled(ctx.app);
      await get(big.session, '/api/v1/careers/gate')();
      return countStatements(db(), tick(done));
    };
    // BEGIN, lock the plan and change the subtask, recount phase and plan, COMMIT
    const ticked = await countTick(true);
    expect(ticked.result.statusCode).toBe(200);
    expect(ticked.statements).toBe(4);
    // Ticking a ticked one changes nothing and costs the same.
    expect((await countTick(true)).statements).toBe(4);
    expect((await countTick(false)).statements).toBe(4);
  });
});
