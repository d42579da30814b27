import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { answerQuestions, progressText } from '../support/test-taking.ts';

/** Varied answers (1, 2, 3, 4, 5, 1, …) so the scales do not come out flat. */
const varied = (questionNumber: number) => questionNumber % 5;

/** Reads a number from one of the statistics tiles ("Пройдено 2", "Затрачено времени 14 мин"). */
async function stat(page: Page, key: 'completed' | 'inProgress' | 'timeSpent'): Promise<number> {
  const text = await page.getByTestId(`stat-${key}`).innerText();
  const match = /(\d+)/.exec(text);
  if (!match) throw new Error(`stat-${key} shows no number: ${text}`);
  return Number(match[1]);
}

test.describe('a STANDARD user takes both instruments', () => {
  test('retakes the personality type test, resuming after a reload, sees the changes and answers the survey', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await loginAs(page, 'demo.standard');
    await page.goto('/app/tests');

    // The list: statistics and the groups; both instruments are done from the seed.
    await expect(page.getByRole('region', { name: 'Ваша статистика' })).toBeVisible();
    await expect(page.getByTestId('stat-completed')).toContainText('Пройдено');
    expect(await stat(page, 'completed')).toBeGreaterThanOrEqual(2);
    const completedGroup = page.getByTestId('tests-group-completed');
    await expect(completedGroup.getByRole('heading', { name: /^Пройденные · \d+$/ })).toBeVisible();
    await expect(page.getByTestId('tests-group-new').getByRole('heading', { name: /^Новые · \d+$/ })).toBeVisible();
    const card = page.getByTestId('test-card-personality-type');
    await expect(completedGroup.getByTestId('test-card-personality-type')).toBeVisible();
    await expect(completedGroup.getByTestId('test-card-career-interests')).toBeVisible();

    // The detail page in the completed state, then a retake.
    await card.getByRole('link', { name: 'Подробнее' }).click();
    await expect(page).toHaveURL(/\/app\/tests\/[^/?]+$/);
    const testUrl = page.url();
    await expect(page.getByTestId('test-detail')).toHaveAttribute('data-state', 'COMPLETED');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Пройти заново' }).click();
    await expect(page).toHaveURL(/\/questions\//);
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(1, 40));

    // Ten answers, then a reload: the attempt resumes at question 11 with ten answers kept.
    await answerQuestions(page, varied, 11);
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(11, 40));
    await page.reload();
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(11, 40));
    await expect(page.getByText('Отвечено 10 из 40')).toBeVisible();
    await expect(page.getByTestId('question').getByRole('radio', { checked: true })).toHaveCount(0);

    // Leaving and coming back through the list also resumes at the first unanswered question.
    await page.goto('/app/tests');
    const activeCard = page.getByTestId('tests-group-active').getByTestId('test-card-personality-type');
    await expect(activeCard).toContainText('Отвечено 10 из 40');
    expect(await stat(page, 'inProgress')).toBeGreaterThanOrEqual(1);
    await activeCard.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(11, 40));

    // Back shows the saved answer of question 10.
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(10, 40));
    await expect(page.getByTestId('question').getByRole('radio').nth(varied(10))).toBeChecked();
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(11, 40));

    // The rest, then Finish: the loading stages and the result.
    await answerQuestions(page, varied);
    await expect(page).toHaveURL(/\?result=/, { timeout: 20_000 });
    const result = page.getByTestId('test-result');
    await expect(result).toBeVisible();
    await expect(result.getByRole('heading', { level: 1 })).toContainText('Результат:');
    for (const axis of ['EI', 'SN', 'TF', 'JP']) {
      const scale = page.getByTestId(`scale-${axis}`);
      await expect(scale).toBeVisible();
      await expect(scale.getByTestId('pole-negative')).toContainText('%');
      await expect(scale.getByTestId('pole-positive')).toContainText('%');
      // The seed's earlier attempt is the comparison: every axis says what changed.
      await expect(scale.getByTestId('scale-delta')).toHaveText(/Сдвиг к полюсу «.+» на \d+|Без изменений/);
    }
    await expect(page.getByTestId('result-changes')).toContainText('Что изменилось с прошлой попытки');
    const scores = await Promise.all(
      ['EI', 'SN', 'TF', 'JP'].map(async (axis) =>
        Number(await page.getByTestId(`scale-${axis}`).getAttribute('data-score')),
      ),
    );
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(0);
    for (const score of scores) expect(score).toBeLessThanOrEqual(100);

    // The feedback survey: submitting empty names what is missing, then a full answer is thanked.
    const survey = page.getByTestId('feedback-survey');
    await expect(survey.getByRole('heading', { name: 'Как вам тест?' })).toBeVisible();
    await survey.getByRole('button', { name: 'Отправить' }).click();
    await expect(survey.getByText('Поставьте оценку от 1 до 5')).toBeVisible();
    await survey.getByRole('radio', { name: 'Скорее да' }).check();
    // Mantine's star inputs are visually hidden: click the star's label, as a user does.
    const fourStars = survey.getByRole('radio', { name: '4 из 5' });
    await survey.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await expect(fourStars).toBeChecked();
    await survey.getByLabel('Комментарий').fill('Вопросы понятные, результат похож на правду.');
    await survey.getByRole('button', { name: 'Отправить' }).click();
    await expect(survey).toHaveText('Спасибо за отзыв! Он помогает нам делать тесты лучше.');

    // The detail page now lists two finished attempts and offers the result again.
    await page.goto(testUrl);
    await expect(page.getByTestId('test-detail')).toHaveAttribute('data-state', 'COMPLETED');
    await expect(page.getByText('Попытка 2')).toBeVisible();
    await page.getByRole('link', { name: 'Посмотреть результат' }).click();
    await expect(page.getByTestId('test-result')).toBeVisible();
    // Feedback was given for this attempt: the survey is not asked again.
    await expect(page.getByTestId('feedback-survey')).toHaveCount(0);
  });

  test('retakes the career interests test to the end and sees the six RIASEC scales', async ({ page }) => {
    test.setTimeout(150_000);
    await loginAs(page, 'demo.standard');
    await page.goto('/app/tests');
    const card = page.getByTestId('test-card-career-interests');
    await expect(card).toBeVisible();
    const timeBefore = await stat(page, 'timeSpent');
    await card.getByRole('button', { name: 'Пройти заново' }).click();
    await expect(page).toHaveURL(/\/questions\//);
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(1, 48));

    await answerQuestions(page, (n) => (n * 3) % 5);
    await expect(page).toHaveURL(/\?result=/, { timeout: 20_000 });
    await expect(page.getByTestId('test-result')).toBeVisible();
    for (const key of ['R', 'I', 'A', 'S', 'E', 'C']) {
      const scale = page.getByTestId(`scale-${key}`);
      await expect(scale).toBeVisible();
      await expect(scale.getByTestId('scale-score')).toHaveText(/^\d{1,3}$/);
      await expect(scale.getByTestId('scale-delta')).toHaveText(/Выросло на \d+|Снизилось на \d+|Без изменений/);
    }
    const scores = await Promise.all(
      ['R', 'I', 'A', 'S', 'E', 'C'].map(async (key) =>
        Number(await page.getByTestId(`scale-${key}`).getAttribute('data-score')),
      ),
    );
    // Varied answers: not every interest comes out the same.
    expect(new Set(scores).size).toBeGreaterThan(1);

    // Skipping the survey closes it.
    const survey = page.getByTestId('feedback-survey');
    await expect(survey).toBeVisible();
    await survey.getByRole('button', { name: 'Пропустить' }).click();
    await expect(survey).toHaveCount(0);

    await page.getByRole('link', { name: 'Все тесты' }).click();
    await expect(page).toHaveURL(/\/app\/tests$/);
    await expect(page.getByTestId('tests-group-completed').getByTestId('test-card-career-interests')).toBeVisible();
    expect(await stat(page, 'timeSpent')).toBeGreaterThanOrEqual(timeBefore);
  });
});

test.describe('a FREE user and the STANDARD instruments', () => {
  test('sees the access notice and lands on the paywall from a test and from a question URL', async ({ page }) => {
    await loginAs(page, 'demo.free');
    await page.goto('/app/tests');
    const card = page.getByTestId('test-card-personality-type');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('access-notice')).toContainText(
      'Тест доступен в тарифе Standard или через организацию.',
    );
    // No way to start or retake it from the card.
    await expect(card.getByRole('button', { name: /Пройти заново|Продолжить|Начать тест/ })).toHaveCount(0);

    // The detail page: the start is disabled; "how to get access" goes to the paywall.
    await card.getByRole('link', { name: 'Подробнее' }).click();
    await expect(page).toHaveURL(/\/app\/tests\/[^/?]+$/);
    const testPath = new URL(page.url()).pathname;
    const notice = page.getByTestId('test-detail').getByTestId('access-notice');
    await expect(notice).toContainText('Нет доступа');
    const takeButton = page.getByRole('button', { name: /^(Пройти заново|Начать тест|Продолжить)$/ });
    await expect(takeButton).toBeDisabled();
    await notice.getByRole('link', { name: 'Как получить доступ' }).click();
    await expect(page).toHaveURL(`/paywall?reason=user_insufficient_tier&redirect=${encodeURIComponent(testPath)}`);
    await expect(page.getByTestId('tier-comparison')).toBeVisible();

    // A question URL of the same test is refused by the guard.
    await page.goto(`${testPath}/questions/any-question`);
    await expect(page).toHaveURL(/\/paywall\?reason=user_insufficient_tier/);
    await expect(page.getByTestId('tier-comparison')).toBeVisible();

    // The server refuses to start it too, with the paywall reason.
    const testId = testPath.split('/').at(-1) ?? '';
    const response = await page.request.post(`/api/v1/tests/${testId}/attempts`);
    expect(response.status()).toBe(403);
    expect(JSON.stringify(await response.json())).toContain('user_insufficient_tier');
  });
});
