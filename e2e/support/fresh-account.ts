import { expect, type APIRequestContext } from '@playwright/test';
import { newIdentity } from './auth.ts';
import { linkFromLatestMail } from './mailbox.ts';

export interface TFreshAccount {
  id: string;
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** "First Last", as post cards and the stories strip name the author. */
  name: string;
}

const CYRILLIC = 'абвгдежзиклмнопрстуфхя';

/** A Cyrillic surname unique to this run, so the account is easy to find by name on shared pages. */
function uniqueSurname(): string {
  let value = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let letters = '';
  while (value > 0) {
    letters += CYRILLIC[value % CYRILLIC.length];
    value = Math.floor(value / CYRILLIC.length);
  }
  return `Т${letters}`;
}

/**
 * A new, verified and onboarded account, signed in on `request` (pass `page.request`: it shares the
 * page's cookies). The sign-up form itself is covered by auth-flow.spec.ts; specs that need a user
 * with no history start here. Without `names` the surname is unique to the run.
 */
export async function createFreshAccount(
  request: APIRequestContext,
  prefix: string,
  names: { firstName: string; lastName: string } = { firstName: 'Дана', lastName: uniqueSurname() },
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
  expect(signup.status(), await signup.text()).toBe(202);

  // The mailed link confirms the address and signs `request` in.
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
  const me = (await onboarding.json()) as { id: string };
  return { id: me.id, username, email, password, ...names, name: `${names.firstName} ${names.lastName}` };
}
