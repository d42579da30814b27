import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

interface TOrganization {
  name: string;
  type: string;
  city: { id: string } | null;
  subscriptionStartsAt: string | null;
  subscriptionEndsAt: string | null;
  seatCount: number | null;
  seatsUsed: number;
}

/**
 * The demo school's licence has few seats left (the seed shows the 90 % warning): the platform
 * administrator makes room for `students` more through the API, signed in on `request`. Returns the
 * step that gives the seat count back.
 */
export async function makeRoom(
  request: APIRequestContext,
  orgId: string,
  students: number,
): Promise<() => Promise<void>> {
  const login = await request.post('/api/v1/auth/login', {
    data: { emailOrUsername: 'admin', password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const org = (await (await request.get(`/api/v1/admin/organizations/${orgId}`)).json()) as TOrganization;
  const seats = async (seatCount: number | null) => {
    const saved = await request.put(`/api/v1/admin/organizations/${orgId}`, {
      data: {
        name: org.name,
        type: org.type,
        cityId: org.city?.id ?? null,
        subscriptionStartsAt: org.subscriptionStartsAt,
        subscriptionEndsAt: org.subscriptionEndsAt,
        seatCount,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await seats(Math.max(org.seatCount ?? 0, org.seatsUsed + students));
  return () => seats(org.seatCount);
}
