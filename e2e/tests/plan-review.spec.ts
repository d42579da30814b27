import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';

// The plan pages load lazily and the plan is built by the server's worker: on a busy machine they take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PUPIL = 'school.s06';
const COMMENT = 'Начни с задач ЕНТ по математике: по 20 в неделю.';

/** The pupil's EMPLOYMENT plan to a software developer: the seeded one if it is there, else created now. */
async function pupilPlan(page: Page): Promise<string> {
  const gate = (await (await page.request.get('/api/v1/careers/gate')).json()) as {
    plans: { EMPLOYMENT?: string | null };
  };
  if (gate.plans.EMPLOYMENT) return gate.plans.EMPLOYMENT;
  const options = await page.request.get('/api/v1/careers/professions?q=Программист');
  const profession = ((await options.json()) as { items: { id: string; slug: string }[] }).items.find(
    (p) => p.slug === 'software-developer',
  );
  const created = await page.request.post('/api/v1/careers/plans', {
    data: {
      lifeStage: 'PUPIL',
      years: 10,
      goal: 'EMPLOYMENT',
      professionId: profession?.id,
      about: 'Люблю информатику.',
    },
  });
  baseExpect(created.status(), await created.text()).toBe(202);
  return ((await created.json()) as { planId: string }).planId;
}

/** The mentor's browser, signed in. */
async function mentorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, 'school.teacher');
  return page;
}

test('school.teacher reviews a PRO pupil’s plan from the analytics page; the pupil sees the notification and the review', async ({
  browser,
  page,
}) => {
  // The pupil (10А, mentored by school.teacher, on a personal PRO plan) has a built plan.
  await loginAs(page, PUPIL);
  const planId = await pupilPlan(page);
  await page.goto(`/app/careers/${planId}`);
  await expect(page.getByTestId('plan-details')).toBeVisible();
  await expect(page.getByTestId('plan-review')).toHaveCount(0);

  // The mentor opens the pupil's analytics page and the plan on it.
  const mentor = await mentorPage(browser);
  const me = (await (await mentor.request.get('/api/v1/auth/me')).json()) as { organization: { id: string } };
  const orgId = me.organization.id;
  const members = await mentor.request.get(
    `/api/v1/admin/organizations/${orgId}/members?role=ORG_STUDENT&q=${encodeURIComponent(PUPIL)}`,
  );
  const member = ((await members.json()) as { items: { id: string; username: string }[] }).items.find(
    (m) => m.username === PUPIL,
  );
  await mentor.goto(`/admin/organizations/${orgId}/analytics/${member?.id ?? ''}`);
  const roadmaps = mentor.getByTestId('student-roadmaps');
  await roadmaps.getByRole('button', { name: 'Открыть план' }).first().click();
  const plan = mentor.getByTestId('mentor-plan');
  await expect(plan.getByText('Карьерный план ученика (только просмотр)')).toBeVisible();
  await expect(plan.getByText('План ещё не проверен')).toBeVisible();
  // Read-only: no subtask can be ticked.
  await expect(plan.getByRole('checkbox')).toHaveCount(0);

  // An empty comment is refused in place; a real one is stored under its phase.
  const firstPhase = plan.getByTestId('mentor-phase').first();
  await firstPhase.getByRole('button', { name: 'Отправить комментарий' }).click();
  await expect(firstPhase.getByText('Напишите комментарий')).toBeVisible();
  await firstPhase.getByLabel('Комментарий к этапу 1').fill(COMMENT);
  await firstPhase.getByRole('button', { name: 'Отправить комментарий' }).click();
  await expect(firstPhase.getByTestId('mentor-comment')).toContainText(COMMENT);
  await expect(firstPhase.getByLabel('Комментарий к этапу 1')).toHaveValue('');

  await plan.getByRole('button', { name: 'Отметить как проверенный' }).click();
  await expect(plan.getByTestId('mentor-plan-reviewed')).toContainText('Проверено: Ольга Ким');
  await mentor.context().close();

  // The pupil is notified and sees who reviewed the plan, when, and the comment under its phase.
  await page.goto('/app/notifications');
  const reviewed = page.getByTestId('notification-item').filter({ hasText: 'проверил(а) ваш карьерный план' });
  await expect(reviewed.first()).toBeVisible();
  await expect(
    page
      .getByTestId('notification-item')
      .filter({ hasText: `оставил(а) комментарий к вашему карьерному плану: «${COMMENT}»` }),
  ).toHaveCount(1);
  await reviewed.first().click();
  await expect(page).toHaveURL(new RegExp(`/app/careers/${planId}$`));
  const review = page.getByTestId('plan-review');
  await expect(review.getByTestId('plan-reviewed-by')).toContainText('Проверено: Ольга Ким');
  await expect(review.getByTestId('plan-review-phase').first()).toContainText(COMMENT);
});
