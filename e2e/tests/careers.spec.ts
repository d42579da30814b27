import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { seedInstitution } from '../support/careers.ts';

// The plan pages load lazily and the job runs in the server's worker: on a busy machine they take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/** Walks the wizard's first two steps: where the student is, then the goal. */
async function statusAndGoal(page: Page, stage: string, years: { label: string; value: string } | null, goal: string) {
  const wizard = page.getByTestId('plan-wizard');
  await wizard.getByLabel(stage).check();
  if (years) await wizard.getByLabel(years.label).fill(years.value);
  await wizard.getByRole('button', { name: 'Далее' }).click();
  await wizard.getByLabel(goal).check();
  await wizard.getByRole('button', { name: 'Далее' }).click();
}

const progressOf = async (page: Page) => (await page.getByTestId('plan-progress').innerText()).trim();

test('a PRO user without a personality analysis meets the gate with the way to the tests', async ({ page }) => {
  await loginAs(page, 'demo.newpro');
  await page.goto('/app/careers');
  const gate = page.getByTestId('careers-gate');
  await expect(gate.getByRole('heading', { name: 'Сначала — анализ личности' })).toBeVisible();
  await expect(page.getByTestId('plan-wizard')).toHaveCount(0);
  await gate.getByRole('link', { name: 'К анализу личности' }).click();
  await expect(page).toHaveURL(/\/app\/personality$/);
});

test('a STANDARD user gets the paywall, on the page and on the API', async ({ page }) => {
  await loginAs(page, 'demo.standard');
  await page.goto('/app/careers');
  await expect(page).toHaveURL(/\/paywall\?.*reason=user_insufficient_tier/);
  const api = await page.request.get('/api/v1/careers/plans');
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ code: 'PAYWALL', reason: 'user_insufficient_tier' });
});

test('demo.pro: a second EMPLOYMENT plan is a conflict; after deleting the old one a new plan is built and ticked, and the progress survives a reload', async ({
  page,
}) => {
  await loginAs(page, 'demo.pro');
  await page.goto('/app/careers');
  // The seeded plan is in the list, part-way done.
  const seeded = page.getByTestId('plan-card').first();
  await expect(seeded).toContainText('Трудоустройство');
  await expect(seeded.getByTestId('plan-card-progress')).toHaveText(/^Выполнено [1-9]\d?% /);

  await page.getByTestId('plan-new').click();
  await statusAndGoal(page, 'Студент колледжа или вуза', { label: 'Курс', value: '2' }, 'Трудоустройство');
  const wizard = page.getByTestId('plan-wizard');
  await wizard.getByLabel('Поиск профессии').fill('Программист');
  await wizard.getByLabel('Программист (разработчик ПО)').check();
  await wizard.getByRole('button', { name: 'Назад' }).click();
  await expect(wizard.getByTestId('wizard-goal-exists')).toBeVisible();
  await wizard.getByRole('button', { name: 'Далее' }).click();
  // Back kept the choice.
  await expect(wizard.getByText('Выбрано:')).toContainText('Программист (разработчик ПО)');
  await wizard.getByRole('button', { name: 'Далее' }).click();
  await wizard.getByLabel('О себе').fill('Люблю математику, делал небольшой сайт для школы.');
  // A reload resumes the wizard where it was.
  await page.reload();
  await expect(page.getByLabel('О себе')).toHaveValue('Люблю математику, делал небольшой сайт для школы.');
  await page.getByRole('button', { name: 'Создать план' }).click();
  const conflict = page.getByTestId('wizard-conflict');
  await expect(conflict).toContainText('У вас уже есть план для этой цели.');
  await conflict.getByRole('link', { name: 'Открыть этот план' }).click();
  await expect(page.getByTestId('plan-details')).toBeVisible({ timeout: 30_000 });

  // Delete the seeded plan; the wizard comes back with what was typed, and the plan is built.
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/app\/careers$/);
  await expect(page.getByLabel('О себе')).toHaveValue('Люблю математику, делал небольшой сайт для школы.');
  await page.getByRole('button', { name: 'Создать план' }).click();
  await expect(page).toHaveURL(/\/app\/careers\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByTestId('plan-details')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('plan-created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Программист (разработчик ПО)' })).toBeVisible();
  await expect(page.getByTestId('plan-progress')).toHaveText(/^Выполнено 0% · 0 из \d+ подзадач$/);

  // Tick two subtasks: the progress moves at once and survives a reload.
  const subtasks = page.getByTestId('subtask');
  // click, then wait: the tick is optimistic but lands a render later (the query cache notifies on a
  // timer), and `check()` reads the state right after its click.
  for (const i of [0, 1]) {
    await subtasks.nth(i).getByRole('checkbox').click();
    await expect(subtasks.nth(i).getByRole('checkbox')).toBeChecked();
  }
  await expect(page.getByTestId('plan-progress')).toHaveText(/^Выполнено [1-9]\d?% · 2 из \d+ подзадач$/);
  const ticked = await progressOf(page);
  await page.reload();
  await expect(page.getByTestId('plan-progress')).toHaveText(ticked);
  await expect(subtasks.nth(0).getByRole('checkbox')).toBeChecked();

  // The list view shows the same phases; the list page shows the plan as active.
  await page.getByText('Список', { exact: true }).click();
  await expect(page.getByText('Этап 1', { exact: true })).toBeVisible();
  await page.goto('/app/careers');
  await page.getByText('Активные', { exact: true }).click();
  await expect(page.getByTestId('plan-card')).toHaveCount(1);
  await page.getByText('Завершённые', { exact: true }).click();
  await expect(page.getByTestId('plan-list-empty')).toBeVisible();
});

test('demo.pro builds an ENROLLMENT plan toward a seeded institution: the IELTS gap becomes a language phase', async ({
  page,
}) => {
  const seeded = await seedInstitution();
  await loginAs(page, 'demo.pro');
  await page.goto('/app/careers?new=1');
  await statusAndGoal(page, 'Школьник', { label: 'Класс', value: '11' }, 'Поступление');
  const wizard = page.getByTestId('plan-wizard');
  await wizard.getByRole('textbox', { name: 'Страна' }).click();
  await page.getByRole('option', { name: seeded.countryName }).click();
  await wizard.getByRole('textbox', { name: 'Учебное заведение' }).fill(seeded.institutionName.slice(0, 12));
  await page.getByRole('option', { name: seeded.institutionName }).click();
  await wizard.getByRole('textbox', { name: 'Специальность' }).click();
  await page.getByRole('option', { name: seeded.majorName }).click();
  await wizard.getByRole('button', { name: 'Далее' }).click();
  await wizard.getByRole('button', { name: 'Создать план' }).click();
  await expect(page.getByTestId('plan-details')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: seeded.majorName })).toBeVisible();
  // The phase title states the measurable target: the student's IELTS (or none yet) → the major's 7.5.
  await expect(page.getByText(/^Английский язык: IELTS .*7\.5/)).toBeVisible();
  await expect(page.locator('[data-testid="phase-target"][data-exam="IELTS"]')).toContainText('IELTS');
  await expect(page.getByText('Подготовительный курс', { exact: true })).toBeVisible();
  await expect(page.getByText('Олимпиада по информатике', { exact: true })).toBeVisible();
});
