import type { TImportJob, TIssuedCode } from '@bagdar/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMemberships } from '../../db/schema/organizations.ts';
import { createGroupRow, createMember, createOrganization, postXlsx, xlsxFile } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

// The real round trip: the route stores the file and sends a pg-boss job; the in-process worker
// (RUN_WORKER) writes the rows in one transaction while the wizard's poll reads the progress.
const ctx = useTestApp({ env: { RUN_WORKER: 'true' } });
const base = '/api/v1/admin/organizations';
const db = () => ctx.testDb.database.db;

const rowsOf = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => [
    `Фамилия${i}`,
    `Имя${i}`,
    `${prefix}${i}@school.kz`,
    '',
    '2010-01-02',
    'MALE',
    '10А',
  ]);

async function waitForEnd(orgId: string, jobId: string, session: string) {
  const seen: number[] = [];
  let job: TImportJob | undefined;
  for (let i = 0; i < 600; i += 1) {
    job = (await call(ctx.app, 'GET', `${base}/${orgId}/import/jobs/${jobId}`, { session })).json<TImportJob>();
    seen.push(job.processed);
    if (job.status === 'DONE' || job.status === 'FAILED') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { job, seen };
}

describe('a large import runs as a background job', () => {
  it('commits 1,200 rows with progress, then hands out their activation codes', async () => {
    const org = await createOrganization(db(), { seatCount: 5000 });
    await createGroupRow(db(), org.id, '10А');
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    const session = await signIn(ctx.app, admin.username, admin.password);
    const file = await xlsxFile(rowsOf(1200, 'bulk'));

    const started = await postXlsx(ctx.app, `${base}/${org.id}/import/ORG_STUDENT/commit`, session, file);
    expect(started.statusCode).toBe(202);
    const queued = started.json<TImportJob>();
    expect(queued).toMatchObject({ status: 'QUEUED', role: 'ORG_STUDENT', total: 1200, processed: 0, error: null });

    const { job, seen } = await waitForEnd(org.id, queued.id, session);
    expect(job).toMatchObject({ status: 'DONE', total: 1200, processed: 1200, created: 1200, error: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress never goes back
    const [members] = await db()
      .select({ n: count() })
      .from(organizationMemberships)
      .where(eq(organizationMemberships.organizationId, org.id));
    expect(members?.n).toBe(1201);

    // The job's codes were sealed when it wrote them: downloading them issues nothing.
    const codes = await call(ctx.app, 'GET', `${base}/${org.id}/import/jobs/${queued.id}/codes`, { session });
    expect(codes.statusCode).toBe(200);
    const issued = codes.json<{ codes: TIssuedCode[]; missing: unknown[] }>().codes;
    expect(issued).toHaveLength(1200);
    const downloadedAgain = await call(ctx.app, 'GET', `${base}/${org.id}/import/jobs/${queued.id}/codes`, { session });
    expect(downloadedAgain.json<{ codes: TIssuedCode[] }>().codes[7]?.code).toBe(issued[7]?.code);
    const password = 'Оқушы!2026a';
    const activated = await call(ctx.app, 'POST', '/api/v1/activation', {
      body: { code: issued[7]?.code, password, passwordConfirmation: password },
    });
    expect(activated.statusCode).toBe(200);
    // The activated student is no longer pending: issuing new codes replaces the other 1,199 only.
    const again = await call(ctx.app, 'POST', `${base}/${org.id}/import/jobs/${queued.id}/codes`, { session });
    expect(again.json<{ codes: TIssuedCode[]; replaced: number }>()).toMatchObject({ replaced: 1199 });
    expect(again.json<{ codes: TIssuedCode[] }>().codes).toHaveLength(1199);
    const replacedCode = issued.find((c) => c.memberId !== issued[7]?.memberId)?.code;
    expect(
      (
        await call(ctx.app, 'POST', '/api/v1/activation', {
          body: { code: replacedCode, password, passwordConfirmation: password },
        })
      ).statusCode,
    ).toBe(400);
  });
});
