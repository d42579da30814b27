import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';

/**
 * The organisation form's city picker: a search over GET /locations/cities,
 * picked with the keyboard, saved, and still there after a reload; on creating and on editing.
 */

test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/**
 * Types part of a city's name into the picker and waits until the search answered with `listed` (the
 * city already chosen stays listed whatever the search; before the debounced search lands the list
 * holds every city), then moves down to `option` with the arrow key and takes it with Enter.
 */
async function pickCity(page: Page, typed: string, listed: string[], option: string): Promise<void> {
  const city = page.getByRole('textbox', { name: 'Город' });
  await city.click();
  await city.fill('');
  await city.pressSequentially(typed);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(listed, slow);
  const wanted = options.filter({ hasText: option });
  for (let presses = 0; presses < listed.length; presses += 1) {
    await city.press('ArrowDown');
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) break;
  }
  await expect(wanted).toHaveAttribute('data-combobox-selected');
  await city.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(city).toHaveValue(option);
}

/** The organisation's page shows the city under its type. */
async function expectCity(page: Page, name: string, not: string): Promise<void> {
  const typeCard = page.locator('.mantine-Paper-root').filter({ hasText: 'Тип' }).first();
  await expect(typeCard).toContainText(name, slow);
  await expect(typeCard).not.toContainText(not);
}

test('a platform administrator picks a city with the keyboard when creating and when editing an organisation', async ({
  page,
}) => {
  const name = `Лицей городов ${Date.now().toString(36)}`;
  await loginAs(page, 'admin');
  await page.goto('/admin/organizations');
  await page.getByRole('link', { name: 'Добавить организацию' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новая организация' })).toBeVisible(slow);

  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await pickCity(page, 'окше', ['Кокшетау (Акмолинская область)'], 'Кокшетау (Акмолинская область)');
  await page.getByLabel('Начало лицензии').fill('2026-09-01');
  await page.getByLabel('Окончание лицензии').fill('2027-05-31');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/, slow);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectCity(page, 'Кокшетау', 'Семей');
  await page.reload();
  await expectCity(page, 'Кокшетау', 'Семей');

  // Editing: the form opens with the saved city, and another is picked the same way.
  await page.getByRole('link', { name: 'Изменить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Изменение организации' })).toBeVisible(slow);
  await expect(page.getByRole('textbox', { name: 'Город' })).toHaveValue('Кокшетау');
  await pickCity(page, 'Семе', ['Кокшетау', 'Семей (Абайская область)'], 'Семей (Абайская область)');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/, slow);
  await expectCity(page, 'Семей', 'Кокшетау');
  await page.reload();
  await expectCity(page, 'Семей', 'Кокшетау');
  // The form reads it back too.
  await page.getByRole('link', { name: 'Изменить' }).click();
  await expect(page.getByRole('textbox', { name: 'Город' })).toHaveValue('Семей', slow);
});
