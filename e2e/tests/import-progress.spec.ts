import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from '../support/auth.ts';
import { makeRoom } from '../support/seats.ts';

/**
 * A student import of more than 500 rows (ORG_LIMITS.importInlineRowsMax) runs as a pg-boss job on the
 * server's in-process worker (RUN_WORKER, on by default in the harness): the wizard shows its progress,
 * then the activation codes, and the students are in the organisation. The demo school's figures are
 * other specs' (org-analytics counts its students): the spec removes its students and seats again.
 */

const ROWS = 510;
const run = Date.now().toString(36);
const slow = { timeout: 45_000 };

test.describe.configure({ timeout: 120_000 });

/** What the test changed in the demo school, undone after it whatever its outcome. */
const undo: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
});

async function studentsFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ученики');
  sheet.addRow(['Фамилия', 'Имя', 'Эл. почта', 'Логин', 'Дата рождения', 'Пол', 'Группа']);
  for (let i = 1; i <= ROWS; i += 1) {
    sheet.addRow([
      `Фоновая${i}`,
      `Алия${i}`,
      `bg${run}.${i}@school.kz`,
      `bg${run}_${i}`,
      `2009-04-${String((i % 28) + 1).padStart(2, '0')}`,
      i % 2 ? 'FEMALE' : 'MALE',
      i % 2 ? '10А' : '10Б',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Removes the imported students again (a few requests at a time), as the school's administrator. */
async function removeStudents(request: APIRequestContext, orgId: string, memberIds: string[]): Promise<void> {
  for (let i = 0; i < memberIds.length; i += 10) {
    const batch = memberIds.slice(i, i + 10);
    const answers = await Promise.all(
      batch.map((id) => request.delete(`/api/v1/admin/organizations/${orgId}/members/${id}`)),
    );
    for (const answer of answers) expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** Students holding a seat, as the organisation's page says (its seat bar, "Занято мест: N из M"). */
async function seatsUsed(page: Page, orgId: string): Promise<number> {
  await page.goto(`/admin/organizations/${orgId}`);
  const seats = page.getByRole('progressbar', { name: /^Занято мест: \d+ из \d+$/ });
  await expect(seats).toBeVisible(slow);
  return Number(/: (\d+)/.exec((await seats.getAttribute('aria-label')) ?? '')?.[1]);
}

test(`an organisation administrator imports ${ROWS} students in the background and sees the progress, then the codes`, async ({
  page,
  request,
}) => {
  await loginAs(page, 'school.admin');
  await page.goto('/admin/organizations');
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/, slow);
  const orgId = new URL(page.url()).pathname.split('/').pop() ?? '';
  undo.push(await makeRoom(request, orgId, ROWS));
  const before = await seatsUsed(page, orgId);
  // The codes the wizard asks for once the job is done name every imported membership.
  const imported: string[] = [];
  undo.push(() => removeStudents(page.request, orgId, imported));
  page.on('response', async (response) => {
    if (!/\/import\/jobs\/[^/]+\/codes$/.test(response.url()) || !response.ok()) return;
    const { codes } = (await response.json()) as { codes: { memberId: string }[] };
    imported.push(...codes.map((c) => c.memberId));
  });

  await page.getByRole('link', { name: 'Импорт учеников' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'students.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await studentsFile(),
  });
  await expect(page.getByTestId('invalid-count')).toHaveText('С ошибками: 0', slow);
  await expect(page.getByText(/он импортируется в фоне/)).toBeVisible();
  // The commit answers 202 with a queued job: the rows are the worker's to write.
  const committed = page.waitForResponse((r) => r.url().endsWith('/import/ORG_STUDENT/commit'));
  await page.getByRole('button', { name: `Импортировать (${ROWS})` }).click();
  const commit = await committed;
  expect(commit.status()).toBe(202);
  expect(await commit.json()).toMatchObject({ status: 'QUEUED', total: ROWS, processed: 0 });

  // The job's progress while the worker has not finished: a bar (an empty track while queued, which
  // Playwright counts as not visible, hence attached) and its status line.
  const job = page.getByTestId('import-job');
  await expect(job).toBeVisible(slow);
  const bar = job.getByRole('progressbar', { name: 'Ход импорта' });
  await expect(bar).toBeAttached();
  await expect(bar).toHaveAttribute('aria-valuenow', /^(\d|[1-9]\d|100)$/);
  // Its status line, read until the codes show: waiting, then rows written, never going back.
  const status = page.getByTestId('import-progress');
  const done = page.getByTestId('import-done');
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        for (const text of await status.allTextContents()) if (seen.at(-1) !== text) seen.push(text);
        return done.isVisible();
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
  test.info().annotations.push({ type: 'progress seen', description: seen.join(' → ') });
  // Usually "waiting" then "loading codes": 510 rows take the worker less than the wizard's 1 s poll.
  const states = new RegExp(
    `^(Ожидаем начала импорта…|Импортировано (\\d+) из ${ROWS} строк|Загружаем коды активации…)$`,
  );
  const progress = seen.map((text) => {
    const match = states.exec(text);
    expect(match, `an unexpected status "${text}"`).not.toBeNull();
    return match?.[2] !== undefined ? Number(match[2]) : text.startsWith('Ожидаем') ? -1 : ROWS + 1;
  });
  expect(progress.length).toBeGreaterThan(0);
  expect(progress).toEqual([...progress].sort((x, y) => x - y));
  await expect(done).toHaveText(`Импортировано: ${ROWS}. Участники ожидают активации.`);
  await expect(job).toBeHidden();
  const codes = page.locator('[data-testid="codes-table"] tbody tr');
  await expect(codes).toHaveCount(ROWS);
  const last = codes.filter({ hasText: `bg${run}_${ROWS}` });
  await expect(last).toHaveCount(1);
  await expect(last.locator('code')).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

  // The students are in the organisation: each holds a seat, and the list finds one of them.
  expect(await seatsUsed(page, orgId)).toBe(before + ROWS);
  await page.goto(`/admin/organizations/${orgId}/students`);
  await page.getByLabel('Поиск по имени, логину или почте').fill(`bg${run}_${ROWS}`);
  const rows = page.getByTestId('members-table').locator('tbody tr');
  await expect(rows).toHaveCount(1, slow);
  await expect(rows).toContainText(`Фоновая${ROWS} Алия${ROWS}`);
  await expect(rows).toContainText('Ожидает подтверждения');
  expect(imported).toHaveLength(ROWS);
});
