import { expect, type APIRequestContext } from '@playwright/test';
import { newIdentity } from './auth.ts';
import { linkFromLatestMail } from './mailbox.ts';

export interface TFreshAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A new, verified and onboarded account, signed in on `request` (pass `page.request`: it shares the
 * page's cookies). The sign-up form itself is covered by auth-flow.spec.ts; specs that need a user
 * with no history start here.
 */
export async function createFreshAccount(
  request: APIRequestContext,
  prefix: string,
  names: { firstName: string; lastName: string } = { firstName: 'Алия', lastName: 'Жаксыбекова' },
): Promise<TFreshAccount> {
  const { username, email } = newIdentity(prefix);
  const password = 'Strong#Pass1';
  const signup = await request.post('/api/v1/auth/signup', {
    data: {
      username,
      ...names,
      email,
      password,
      passwordConfirmation: password,
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'RU',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const token = new URL(await linkFromLatestMail(email, '/auth/verify-email')).searchParams.get('token');
  const confirm = await request.post('/api/v1/auth/verify-email/confirm', { data: { token } });
  expect(confirm.status(), await confirm.text()).toBe(200);

  const onboarding = await request.post('/api/v1/auth/onboarding', {
    data: {
      dateOfBirth: '2007-09-01',
      gender: 'FEMALE',
      educationStatus: 'SCHOOL_STUDENT',
      city: 'Алматы',
      interests: ['MATHEMATICS'],
      preferredLanguage: 'RU',
    },
  });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  return { username, email, password, ...names };
}
