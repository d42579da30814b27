import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { REPO_ROOT } from '../support/env.ts';
import { createFreshAccount, type TFreshAccount } from '../support/fresh-account.ts';

// A real photo from the media module's fixtures; the server decodes and re-encodes it like any upload.
const PHOTO = readFileSync(join(REPO_ROOT, 'apps/api/src/modules/media/fixtures/photo-with-exif.jpg'));
const photo = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: PHOTO });

const body = (name: string) => ({
  name,
  description: 'Команда собирает метеостанцию для школьного двора.',
  bio: 'Мы хотим каждый день публиковать погоду со школьного двора и сравнивать её с прогнозом.',
  objectives: ['Собрать станцию'],
  skills: ['Arduino'],
  interests: ['PHYSICS'],
  categories: ['SCIENCE'],
});

async function createProject(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/v1/projects', { data: body(name) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A Cyrillic surname unique to this run (people are found by name). */
const uniqueSurname = () =>
  `Т${[...Date.now().toString(36)].map((c) => 'абвгдежзиклмнопрстуфхцчшщэюя'[parseInt(c, 36) % 28]).join('')}`;

/** A user in a browser context of their own. */
async function person(
  browser: Browser,
  prefix: string,
  firstName: string,
): Promise<{ page: Page; account: TFreshAccount }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createFreshAccount(page.request, prefix, { firstName, lastName: uniqueSurname() });
  return { page, account };
}

/** No horizontal scrolling at the viewport width. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('creates a project through the five steps on a phone, resuming the server draft after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await createFreshAccount(page.request, 'e2e_wizard');
  const name = `Метеостанция ${Date.now().toString(36)}`;

  await page.goto('/app/projects/create');
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Шаг 1 из 5: Основное');
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await page.getByTestId('project-name').fill(name);
  await page.getByTestId('project-description').fill('Команда собирает метеостанцию для школьного двора.');
  await page.getByTestId('wizard-next').click();

  await expect(page.getByTestId('wizard-step-title')).toHaveText('Шаг 2 из 5: Подробности');
  await page.getByTestId('project-bio').fill('Мы хотим каждый день публиковать погоду со школьного двора.');
  await page.getByTestId('project-objective').fill('Собрать станцию');
  await page.getByTestId('project-social-github').fill('https://gitlab.com/team/meteo');
  await page.getByTestId('project-social-github').blur();
  await expect(page.getByText(/Укажите ссылку на GitHub/)).toBeVisible();
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await page.getByTestId('project-social-github').fill('');
  await page.getByTestId('project-social-telegram').fill('@meteo_school');
  await expect(page.getByTestId('draft-status')).toHaveText('Черновик сохранён');
  await expectNoOverflow(page);

  // Another device: the same draft, on the same step.
  await page.reload();
  await expect(page.getByTestId('draft-resumed')).toBeVisible();
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Шаг 2 из 5: Подробности');
  await expect(page.getByTestId('project-social-telegram')).toHaveValue('@meteo_school');
  await page.getByTestId('wizard-next').click();

  await expect(page.getByTestId('wizard-step-title')).toHaveText('Шаг 3 из 5: Навыки и интересы');
  await page.getByTestId('project-skills').fill('Arduino');
  await page.getByTestId('project-skills').press('Enter');
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await page.getByTestId('project-interests').click();
  await page.getByRole('option', { name: 'Физика' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('wizard-next').click();

  await expect(page.getByTestId('wizard-step-title')).toHaveText('Шаг 4 из 5: Медиа');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-banner').click();
  await (await chooser).setFiles(photo('banner.jpg'));
  await expect(page.getByRole('img', { name: 'Баннер' })).toBeVisible();
  await page.getByTestId('wizard-next').click();

  await expect(page.getByTestId('project-review')).toContainText(name);
  await expectNoOverflow(page);
  await page.getByTestId('wizard-create').click();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('project-title')).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/meteo_school');
  await expect(page.getByTestId('my-role')).toHaveText('Вы в команде: Владелец');
  await expectNoOverflow(page);

  // The draft is gone: the wizard starts afresh.
  await page.goto('/app/projects/create');
  await expect(page.getByTestId('wizard-step-title')).toHaveText('Шаг 1 из 5: Основное');
  await expect(page.getByTestId('draft-resumed')).toHaveCount(0);
});

test('a second account applies, a maintainer accepts, the applicant sees the notification and the membership, then is removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await createFreshAccount(page.request, 'e2e_owner', { firstName: 'Асель', lastName: 'Оразова' });
  const name = `Станция ${Date.now().toString(36)}`;
  const id = await createProject(page.request, name);

  const maintainer = await person(browser, 'e2e_maint', 'Бауыржан');
  const invited = await page.request.post(`/api/v1/projects/${id}/invitations`, {
    data: { userId: maintainer.account.id, role: 'MAINTAINER' },
  });
  const invitationId = ((await invited.json()) as { id: string }).id;
  expect((await maintainer.page.request.post(`/api/v1/projects/invitations/${invitationId}/accept`)).status()).toBe(
    200,
  );

  const applicant = await person(browser, 'e2e_apply', 'Камила');
  await applicant.page.goto(`/app/projects/${id}`);
  await applicant.page.getByTestId('apply-message').fill('Умею паять и программировать Arduino');
  await applicant.page.getByTestId('apply-button').click();
  await expect(applicant.page.getByTestId('apply-applied')).toContainText('Вы подали заявку');
  await expect(applicant.page.getByTestId('apply-withdraw')).toBeVisible();

  await maintainer.page.goto(`/app/projects/${id}`);
  await maintainer.page.getByTestId('open-applications').click();
  const dialog = maintainer.page.getByTestId('applications-dialog');
  const row = dialog.getByTestId('application-row').filter({ hasText: 'Камила' });
  await expect(row).toContainText('Умею паять');
  await row.getByTestId('application-accept').click();
  await expect(dialog.getByText('Новых заявок нет')).toBeVisible();

  await applicant.page.goto('/app/notifications');
  await expect(applicant.page.getByTestId('notification-item').first()).toContainText(
    `Бауыржан принял(а) вашу заявку в проект «${name}»`,
    { timeout: 30_000 },
  );
  await applicant.page.getByTestId('notification-item').first().click();
  await expect(applicant.page).toHaveURL(new RegExp(`/app/projects/${id}$`));
  await expect(applicant.page.getByTestId('my-role')).toHaveText('Вы в команде: Участник');
  await expect(applicant.page.getByTestId('members-list')).toContainText('Камила');

  // The maintainer removes her after a confirmation; she is told and is no longer on the team.
  await maintainer.page.reload();
  await maintainer.page.getByRole('button', { name: /^Исключить из команды: Камила/ }).click();
  const confirm = maintainer.page.getByRole('dialog', { name: 'Исключить участника?' });
  await confirm.getByRole('button', { name: 'Исключить' }).click();
  await expect(maintainer.page.getByTestId('members-list')).not.toContainText('Камила');
  await applicant.page.goto('/app/notifications');
  await expect(applicant.page.getByTestId('notification-item').first()).toContainText(
    `Бауыржан исключил(а) вас из проекта «${name}»`,
    { timeout: 30_000 },
  );
  await applicant.page.goto(`/app/projects/${id}`);
  await expect(applicant.page.getByTestId('members-list')).not.toContainText('Камила');
  await expect(applicant.page.getByTestId('my-role')).toHaveCount(0);
});

test('an invitation is rejected from the notification; the owner edits with a fourth new image refused; search and tabs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await createFreshAccount(page.request, 'e2e_inviter', { firstName: 'Дамир', lastName: 'Есенов' });
  const name = `Обсерватория ${Date.now().toString(36)}`;
  const id = await createProject(page.request, name);
  const invitee = await person(browser, 'e2e_guest', 'Жанар');

  await page.goto(`/app/projects/${id}`);
  await page.getByTestId('open-invite').click();
  await page.getByTestId('invite-search').fill(invitee.account.lastName);
  const candidate = page.getByTestId('invite-candidate').filter({ hasText: 'Жанар' });
  await candidate.getByTestId('invite-send').click();
  await expect(candidate.getByTestId('invite-send')).toHaveText('Приглашён(а)');
  await page.keyboard.press('Escape');

  await invitee.page.goto('/app/notifications');
  const item = invitee.page.getByTestId('notification-item').filter({ hasText: `приглашает вас в проект «${name}»` });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await invitee.page.getByTestId('notification-invitation-reject').first().click();
  await expect(invitee.page.getByTestId('invitation-answered')).toHaveText('Приглашение отклонено');
  await invitee.page.goto(`/app/projects/${id}`);
  await expect(invitee.page.getByTestId('apply-button')).toBeVisible();
  await expect(invitee.page.getByTestId('project-invitation')).toHaveCount(0);

  // Editing: four images picked at once, only three new ones are taken.
  await page.goto(`/app/projects/${id}/edit`);
  await expect(page.getByTestId('gallery-new-left')).toContainText('осталось 3 из 3');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-gallery').click();
  await (await chooser).setFiles([photo('1.jpg'), photo('2.jpg'), photo('3.jpg'), photo('4.jpg')]);
  await expect(page.getByText('За одно редактирование — не больше 3 новых изображений')).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(3);
  await expect(page.getByTestId('upload-gallery')).toBeDisabled();
  await page.getByTestId('project-status-select').click();
  await page.getByRole('option', { name: 'Активный' }).click();
  await page.getByTestId('project-save').click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${id}$`));
  await expect(page.getByTestId('project-status')).toHaveText('Активный');
  await page.getByTestId('gallery-thumb').first().click();
  await expect(page.getByRole('dialog', { name: 'Изображение 1 из 3' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Изображение 2 из 3' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The catalogue: one character is not a search; the name finds it; tabs switch.
  await page.goto('/app/projects');
  await page.getByTestId('projects-search').fill('О');
  await expect(page.getByText('Введите не меньше 2 символов')).toBeVisible();
  await page.getByTestId('projects-search').fill(name);
  await expect(page.getByTestId('project-card')).toHaveCount(1);
  await expect(page.getByTestId('project-card')).toContainText(name);
  await page.getByTestId('projects-tab-popular').click();
  await expect(page).toHaveURL(/tab=popular/);
  await expect(page.getByTestId('project-card')).toContainText(name);
});
