import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { loginAs } from '../support/auth.ts';
import { REPO_ROOT } from '../support/env.ts';
import { createFreshAccount } from '../support/fresh-account.ts';

const CERTIFICATE_PDF = join(REPO_ROOT, 'apps/api/src/modules/media/fixtures/certificate.pdf');

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(option);
}

/** Types key by key as a person does (`fill` would skip the in-between states such as "7."). */
async function typeNumber(box: Locator, keys: string, shown = keys): Promise<void> {
  await box.clear();
  await box.pressSequentially(keys);
  await expect(box).toHaveValue(shown);
}

/** What the server has for the signed-in user's settings (the forms read the same endpoint). */
async function savedSettings(page: Page): Promise<{ firstName: string; organizationName: string | null }> {
  const response = await page.request.get('/api/v1/profiles/me/settings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { firstName: string; organizationName: string | null };
}

test.describe('editing one’s own profile', () => {
  test('personal and academic data: limits and GPA errors save nothing; saved values show on the profile after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await createFreshAccount(page.request, 'e2e_prof');
    // The profile first, so that the edits below have to replace what the app has already loaded.
    await page.goto(`/app/profile/${account.username}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${account.firstName} ${account.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText('Академические данные пока не заполнены')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Заполнить' })).toHaveAttribute('href', '/app/settings?tab=academic');
    await page.getByRole('link', { name: 'Редактировать профиль' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    const profileForm = page.getByRole('form', { name: 'Личные данные' });
    await expect(page.getByRole('tab', { name: 'Личные данные' })).toHaveAttribute('aria-selected', 'true');
    await expect(profileForm.getByLabel('Имя', { exact: true })).toHaveValue(account.firstName);

    // Too long: the counters go past the limits, the Russian messages show, and nothing is saved.
    await profileForm.getByLabel('Имя', { exact: true }).fill('Дильназ');
    await profileForm.getByLabel('Учебное заведение или организация').fill('Ш'.repeat(121));
    await profileForm.getByLabel('О себе').fill('б'.repeat(501));
    await expect(profileForm.getByText('121 / 120')).toBeVisible();
    await expect(profileForm.getByText('501 / 500')).toBeVisible();
    await profileForm.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profileForm.getByText('Не больше 120 символов')).toBeVisible();
    await expect(profileForm.getByText('Не больше 500 символов')).toBeVisible();
    expect(await savedSettings(page)).toMatchObject({ firstName: account.firstName, organizationName: null });

    // Valid values are saved.
    const bio = 'Учусь в 10 классе, люблю химию и дебаты.\nГотовлюсь к олимпиаде.';
    await profileForm.getByLabel('Фамилия').fill('Омарова');
    await choose(page, 'Пол', 'Женский');
    await profileForm.getByLabel('Дата рождения').fill('2008-02-29');
    await profileForm.getByLabel('Учебное заведение или организация').fill('Лицей № 165, Алматы');
    await profileForm.getByLabel('О себе').fill(bio);
    await expect(profileForm.getByText('19 / 120')).toBeVisible();
    await profileForm.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    expect(await savedSettings(page)).toMatchObject({ firstName: 'Дильназ', organizationName: 'Лицей № 165, Алматы' });

    // Academic data: a GPA above the 4.0 scale and an IELTS off the 0.5 step are refused in the form.
    await page.getByRole('tab', { name: 'Академические данные' }).click();
    await expect(page).toHaveURL(/\/app\/settings\?tab=academic$/);
    const academicForm = page.getByRole('form', { name: 'Академические данные' });
    await expect(page.getByRole('textbox', { name: 'Система GPA', exact: true })).toHaveValue('4.0');
    await typeNumber(academicForm.getByRole('textbox', { name: 'GPA', exact: true }), '5.5');
    await typeNumber(academicForm.getByRole('textbox', { name: 'IELTS', exact: true }), '7.3');
    await academicForm.getByRole('button', { name: 'Сохранить' }).click();
    await expect(academicForm.getByText('GPA выше максимума выбранной системы')).toBeVisible();
    await expect(academicForm.getByText('От 0 до 4', { exact: true })).toBeVisible();
    await expect(academicForm.getByText('IELTS указывается с шагом 0,5')).toBeVisible();
    const unsaved = await page.request.get('/api/v1/profiles/me/settings');
    expect(((await unsaved.json()) as { academic: unknown }).academic).toBeNull();

    // A 5-point GPA with its 4.0 value, the four exams and two languages.
    await choose(page, 'Система GPA', '5-балльная');
    // A comma works as the decimal separator too, as Russian and Kazakh write it.
    await typeNumber(academicForm.getByRole('textbox', { name: 'GPA', exact: true }), '4,5', '4.5');
    await expect(academicForm.getByText('По шкале 4.0: 3,6')).toBeVisible();
    await typeNumber(academicForm.getByRole('textbox', { name: 'IELTS', exact: true }), '7.5');
    await typeNumber(academicForm.getByRole('textbox', { name: 'TOEFL iBT', exact: true }), '95');
    await typeNumber(academicForm.getByRole('textbox', { name: 'SAT', exact: true }), '1350');
    await typeNumber(academicForm.getByRole('textbox', { name: 'ЕНТ', exact: true }), '118');
    await expect(academicForm.getByText('Языки не добавлены')).toBeVisible();
    await academicForm.getByRole('button', { name: 'Добавить язык' }).click();
    await academicForm.getByRole('textbox', { name: 'Язык', exact: true }).fill('English');
    await choose(page, 'Уровень', 'Продвинутый');
    await academicForm.getByRole('button', { name: 'Добавить язык' }).click();
    await academicForm.getByRole('textbox', { name: 'Язык', exact: true }).nth(1).fill('Қазақ тілі');
    await page.getByRole('textbox', { name: 'Уровень', exact: true }).nth(1).click();
    await page.getByRole('option', { name: 'Родной', exact: true }).click();
    await academicForm.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Академические данные сохранены')).toBeVisible();
    await expect(academicForm.getByText('GPA выше максимума выбранной системы')).toHaveCount(0);

    // The profile page shows all of it, and so it stays after a reload.
    await page.getByRole('link', { name: 'Профиль', exact: true }).click();
    await expect(page).toHaveURL(`/app/profile/${account.username}`);
    for (const pass of ['after saving', 'after a reload']) {
      await test.step(pass, async () => {
        const profile = page.getByTestId('page-profile');
        await expect(profile.getByRole('heading', { level: 1, name: 'Дильназ Омарова' })).toBeVisible();
        await expect(profile.getByText(`@${account.username}`)).toBeVisible();
        await expect(profile.getByText('Лицей № 165, Алматы')).toBeVisible();
        await expect(
          profile.getByText(/^Учусь в 10 классе, люблю химию и дебаты\.\s+Готовлюсь к олимпиаде\.$/),
        ).toBeVisible();
        await expect(profile.getByRole('tab', { name: 'Академические данные' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(profile.getByTestId('academic-gpa')).toContainText('4,5 из 5');
        await expect(profile.getByTestId('academic-gpa')).toContainText('по шкале 4.0: 3,6');
        await expect(profile.getByTestId('academic-ielts')).toContainText('7,5');
        await expect(profile.getByTestId('academic-toefl')).toContainText('95');
        await expect(profile.getByTestId('academic-sat')).toContainText(/1\s350/);
        await expect(profile.getByTestId('academic-unt')).toContainText('118');
        await expect(profile.getByRole('listitem').filter({ hasText: 'English' })).toContainText('Продвинутый');
        await expect(profile.getByRole('listitem').filter({ hasText: 'Қазақ тілі' })).toContainText('Родной');
        // Never the date of birth to anyone, the owner included.
        await expect(profile.getByText('2008')).toHaveCount(0);
      });
      if (pass === 'after saving') await page.reload();
    }

    // The settings forms come back with the saved values too.
    await page.getByRole('link', { name: 'Редактировать профиль' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(profileForm.getByLabel('Фамилия')).toHaveValue('Омарова');
    await expect(page.getByRole('textbox', { name: 'Пол', exact: true })).toHaveValue('Женский');
    await expect(profileForm.getByLabel('Дата рождения')).toHaveValue('2008-02-29');
    await expect(profileForm.getByLabel('О себе')).toHaveValue(bio);
    await page.getByRole('tab', { name: 'Академические данные' }).click();
    await expect(page.getByRole('textbox', { name: 'Система GPA', exact: true })).toHaveValue('5-балльная');
    await expect(academicForm.getByRole('textbox', { name: 'GPA', exact: true })).toHaveValue('4.5');
    await expect(academicForm.getByRole('textbox', { name: 'SAT', exact: true })).toHaveValue('1350');
    await expect(academicForm.getByRole('textbox', { name: 'Язык', exact: true })).toHaveCount(2);
  });
});

test.describe('certificates', () => {
  test('the owner adds a file and a link certificate, deletes one after confirming; others see them read-only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const account = await createFreshAccount(page.request, 'e2e_cert');
    const fileName = 'Олимпиада по химии — диплом III степени';
    const linkName = 'IELTS Academic — 7.5';
    const link = 'https://ielts.org/results/e2e-7-5';

    await page.goto(`/app/profile/${account.username}`);
    await page.getByRole('tab', { name: 'Сертификаты' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Сертификаты' });
    await expect(panel.getByText('Сертификатов пока нет')).toBeVisible();

    // A file certificate: the PDF goes up first, then the certificate with its media id.
    await panel.getByRole('button', { name: 'Добавить сертификат' }).click();
    const form = panel.getByRole('form', { name: 'Добавить сертификат' });
    await form.getByLabel('Название').fill(fileName);
    await form.getByText('Файл', { exact: true }).click();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const fileButton = form.getByRole('button', { name: /Файл \(PDF или изображение\)/ });
    await expect(fileButton).toHaveAccessibleDescription('Выберите файл');
    const chooser = page.waitForEvent('filechooser');
    await fileButton.click();
    await (await chooser).setFiles(CERTIFICATE_PDF);
    await expect(form.getByText('certificate.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Сертификат добавлен')).toBeVisible();
    await expect(form).toHaveCount(0);
    const fileItem = panel.getByRole('listitem').filter({ hasText: fileName });
    await expect(fileItem).toContainText('Файл');
    const fileUrl = await fileItem.getByRole('link', { name: 'Открыть' }).getAttribute('href');
    expect(fileUrl).toMatch(/^\/api\/v1\/media\//);
    const pdf = await page.request.get(fileUrl ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // A link certificate: a link that is not http(s) is refused first.
    await panel.getByRole('button', { name: 'Добавить сертификат' }).click();
    await form.getByLabel('Название').fill(linkName);
    await form.getByLabel('Ссылка на сертификат').fill('ftp://ielts.org/results');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Ссылка должна начинаться с http:// или https://')).toBeVisible();
    await form.getByLabel('Ссылка на сертификат').fill(link);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form).toHaveCount(0);
    const linkItem = panel.getByRole('listitem').filter({ hasText: linkName });
    await expect(linkItem).toContainText('Ссылка');
    await expect(linkItem.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', link);
    await expect(panel.getByRole('listitem')).toHaveCount(2);

    // Another user sees both, without add or delete controls.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await loginAs(other, 'demo.free');
    await other.goto(`/app/profile/${account.username}`);
    await other.getByRole('tab', { name: 'Сертификаты' }).click();
    const otherPanel = other.getByRole('tabpanel', { name: 'Сертификаты' });
    await expect(otherPanel.getByRole('listitem')).toHaveCount(2);
    await expect(otherPanel.getByText(fileName)).toBeVisible();
    expect((await other.request.get(fileUrl ?? '')).status(), 'others can open the file').toBe(200);
    await expect(otherPanel.getByRole('listitem').filter({ hasText: linkName }).getByRole('link')).toHaveAttribute(
      'href',
      link,
    );
    await expect(other.getByRole('button', { name: 'Добавить сертификат' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: /^Удалить сертификат/ })).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Редактировать профиль' })).toHaveCount(0);
    await otherContext.close();

    // Deleting asks first: cancelling keeps it, confirming removes it.
    const deleteButton = panel.getByRole('button', { name: `Удалить сертификат «${fileName}»` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Удалить сертификат?' });
    await expect(dialog).toContainText(`Сертификат «${fileName}» будет удалён из профиля.`);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(fileItem).toBeVisible();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(page.getByText('Сертификат удалён')).toBeVisible();
    await expect(fileItem).toHaveCount(0);
    await expect(linkItem).toBeVisible();

    // The uploaded file goes with it.
    expect((await page.request.get(fileUrl ?? '')).status()).toBe(404);

    await page.reload();
    await page.getByRole('tab', { name: 'Сертификаты' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(linkItem).toBeVisible();
    await expect(panel.getByText(fileName)).toHaveCount(0);
  });

  test('a username nobody has shows “profile not found”', async ({ page }) => {
    await loginAs(page, 'demo.free');
    await page.goto('/app/profile/no-such-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль не найден' })).toBeVisible();
    await expect(page.getByText('Пользователя с таким именем нет или ссылка устарела.')).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться в ленту' }).click();
    await expect(page).toHaveURL(/\/app\/feed$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('settings and the profile fit the screen without sideways scrolling', async ({ page }) => {
    const account = await createFreshAccount(page.request, 'e2e_phone');
    // Long unbroken words are the usual culprits.
    const profile = await page.request.put('/api/v1/profiles/me', {
      data: {
        firstName: 'Александра-Виктория',
        lastName: 'Константинопольская',
        gender: 'FEMALE',
        dateOfBirth: '2007-09-01',
        organizationName: 'Назарбаев Интеллектуальная школа физико-математического направления, Астана',
        bio: `Ссылка на портфолио: https://example.kz/${'portfolio'.repeat(8)}`,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const academic = await page.request.put('/api/v1/profiles/me/academic', {
      data: {
        gpaSystem: 'HUNDRED',
        gpa: 91.5,
        ielts: 8,
        toefl: 110,
        sat: 1520,
        unt: 131,
        languages: [
          { language: 'Қазақ тілі', level: 'NATIVE' },
          { language: 'Русский', level: 'FLUENT' },
          { language: 'English', level: 'ADVANCED' },
        ],
      },
    });
    expect(academic.status(), await academic.text()).toBe(200);
    const certificate = await page.request.post('/api/v1/profiles/me/certificates', {
      data: { name: `Сертификат ${'очень-длинное-название-'.repeat(4)}`, link: 'https://example.kz/c' },
    });
    expect(certificate.status(), await certificate.text()).toBe(201);

    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto('/app/settings');
    for (const tab of ['Личные данные', 'Академические данные', 'Смена пароля']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      expect(await fits(), `/app/settings, ${tab}`).toBe(true);
    }

    await page.goto(`/app/profile/${account.username}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Александра-Виктория Константинопольская' }),
    ).toBeVisible();
    await expect(page.getByTestId('academic-gpa')).toContainText('91,5 из 100');
    expect(await fits(), 'profile, academics').toBe(true);
    await page.getByRole('tab', { name: 'Сертификаты' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Сертификаты' }).getByRole('listitem')).toHaveCount(1);
    expect(await fits(), 'profile, certificates').toBe(true);
  });
});
