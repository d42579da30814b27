import type { TPlanDetails, TSubtaskChange } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { storeSyntheticPlan } from './careers-test-helpers.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

describe('ticks sent at once', () => {
  it('leave the phase and plan counts and the achievement as if sent one by one', async () => {
    const { user, username, password } = await createUser(db(), { tier: 'PRO' });
    const session = await signIn(ctx.app, username, password);
    const planId = await storeSyntheticPlan(db(), user.id, { phases: 2, subtasks: 8 });
    const details = async () =>
      (await call(ctx.app, 'GET', `/api/v1/careers/plans/${planId}`, { session })).json<TPlanDetails>();
    const [first, second] = (await details()).phases;
    const tick = (subtaskId: string, done: boolean) =>
      call(ctx.app, 'PUT', `/api/v1/careers/plans/${planId}/subtasks/${subtaskId}`, { session, body: { done } });

    // The first phase whole and half the second, all at once; each subtask of the second twice.
    const half = (second?.subtasks ?? []).slice(0, 4);
    const answers = await Promise.all([
      ...(first?.subtasks ?? []).map((s) => tick(s.id, true)),
      ...half.map((s) => tick(s.id, true)),
      ...half.map((s) => tick(s.id, true)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // Some answer saw the whole first phase done, and with it the achievement.
    const firstDone = answers
      .map((a) => a.json<TSubtaskChange>().phase)
      .filter((p) => p.id === first?.id && p.subtasksDone === 8);
    expect(firstDone).toHaveLength(1);
    expect(firstDone[0]?.achievementReceivedAt).not.toBeNull();

    const plan = await details();
    expect(plan.subtasksDone).toBe(12);
    expect(plan.subtasksTotal).toBe(16);
    expect(plan.phasesDone).toBe(1);
    expect(plan.progress).toBe(75);
    expect(plan.phases.map((p) => p.subtasksDone)).toEqual([8, 4]);
    expect(plan.phases[0]?.achievement.receivedAt).not.toBeNull();
    expect(plan.phases[1]?.achievement.receivedAt).toBeNull();
    expect(plan.activity).toEqual([{ day: new Date().toISOString().slice(0, 10), count: 12 }]);
  });
});
