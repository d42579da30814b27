// The auth routes against the bare health route.
import { measure } from '../measure.mjs';
import { BASE, signIn } from '../server.mjs';

const LOGIN = { emailOrUsername: 'demo.free', password: 'Bagdar2026!' };

export async function authScenario() {
  const cookie = await signIn(LOGIN.emailOrUsername);
  const rows = [];
  rows.push(await measure('GET /api/v1/health (bare)', { path: '/api/v1/health' }));
  rows.push(await measure('GET /api/v1/auth/me', { path: '/api/v1/auth/me', headers: { cookie } }));
  rows.push(
    await measure('POST /api/v1/auth/login', {
      path: '/api/v1/auth/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify(LOGIN),
    }),
  );
  return rows;
}
