// Saving answers under concurrent users, and the built-in analysis job end to end.
import { measure } from '../measure.mjs';
import { api, BASE, signIn } from '../server.mjs';

/** Demo users with access to the STANDARD career-interests test (tier, organisation or bypass). */
const TEST_TAKERS = [
  'demo.standard',
  'demo.pro',
  'school.student',
  'school.teacher',
  'school.staff',
  'school.admin',
  'admin',
  'ministry',
];

async function openAttempts() {
  const takers = [];
  for (const username of TEST_TAKERS) {
    const cookie = await signIn(username);
    const list = await api('GET', '/tests', cookie);
    const test = list.items.find((t) => t.slug === 'career-interests');
    if (!test) throw new Error('career-interests is not seeded');
    const attempt = await api('POST', `/tests/${test.id}/attempts`, cookie, {});
    takers.push({ cookie, testId: test.id, attemptId: attempt.id, questionIds: attempt.questions.map((q) => q.id) });
  }
  return takers;
}

export async function answerScenario() {
  const takers = await openAttempts();
  let next = 0;
  const row = await measure(`PUT answer (${takers.length} users, Likert)`, {
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          context.taker ??= takers[next++ % takers.length];
          context.n = (context.n ?? 0) + 1;
          const { cookie, testId, attemptId, questionIds } = context.taker;
          const questionId = questionIds[context.n % questionIds.length];
          return {
            ...request,
            path: `/api/v1/tests/${testId}/attempts/${attemptId}/answers/${questionId}`,
            headers: { cookie, 'content-type': 'application/json', origin: BASE },
            body: JSON.stringify({ value: (context.n % 5) + 1 }),
          };
        },
      },
    ],
  });
  return [row];
}

/** Runs the analysis for demo.standard (cool-down 0 in the bench) and times job start → result. */
export async function analysisScenario(runs = 3) {
  const cookie = await signIn('demo.standard');
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await api('POST', '/personality/analyses', cookie, {});
    for (;;) {
      const status = await api('GET', '/personality', cookie);
      if (status.state === 'COMPLETED' && !status.job) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs, medianMs: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1] };
}
