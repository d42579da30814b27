import { randomUUID } from 'node:crypto';
import type {
  TBillingOverview,
  TMe,
  TOrgApplication,
  TOrgApplicationAccepted,
  TPlan,
  TPlanBody,
  TUpgradeRequest,
} from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../content/plans.ts';
import { subscriptionEvents } from '../../db/schema/billing.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { cities, countries } from '../../db/schema/locations.ts';
import { users } from '../../db/schema/users.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { seedBilling } from '../../db/seed/billing-seed.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { startSmtpPeer } from '../../test/smtp-peer.ts';
import { buildExtraApp, call, signIn, useTestApp } from '../../test/test-app.ts';
import { manualPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { runPeriodEnd } from './subscriptions.service.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const DAY = 86_400_000;

async function signedIn(options: UserFactoryOptions = {}) {
  const created = await createUser(db(), options);
  return { ...created, session: await signIn(ctx.app, created.username, created.password) };
}

const planBody = (overrides: Partial<TPlanBody> = {}): TPlanBody => ({ ...DEFAULT_PLANS.STANDARD, ...overrides });

describe('plans', () => {
  it('are public, seeded from the spec prices, and only SUPER_ADMIN edits them', async () => {
    await seedBilling(db());
    const list = (await call(ctx.app, 'GET', '/api/v1/plans')).json<{ items: TPlan[] }>();
    expect(list.items.map((p) => [p.tier, p.priceKzt, p.interval.unit])).toEqual([
      ['FREE', 0, 'YEAR'],
      ['STANDARD', 3500, 'YEAR'],
      ['PRO', 7000, 'YEAR'],
    ]);

    const ministry = await signedIn({ role: 'MINISTRY' });
    const user = await signedIn();
    for (const session of [ministry.session, user.session]) {
      expect((await call(ctx.app, 'GET', '/api/v1/admin/billing/plans', { session })).statusCode).toBe(403);
      // The role is checked before the body: a bad body still answers 403, not 400.
      const put = await call(ctx.app, 'PUT', '/api/v1/admin/billing/plans/STANDARD', {
        session,
        body: { priceKzt: -1 },
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await call(ctx.app, 'PUT', '/api/v1/admin/billing/plans/STANDARD', { body: planBody() })).statusCode).toBe(
      401,
    );

    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const session = admin.session;
    for (const [priceKzt, code] of [
      [-100, 'price_negative'],
      [3500.5, 'price_integer'],
    ] as const) {
      const bad = await call(ctx.app, 'PUT', '/api/v1/admin/billing/plans/STANDARD', {
        session,
        body: planBody({ priceKzt }),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ details: { code: string }[] }>().details.map((d) => d.code)).toContain(code);
    }
    const freePrice = await call(ctx.app, 'PUT', '/api/v1/admin/billing/plans/FREE', {
      session,
      body: { ...DEFAULT_PLANS.FREE, priceKzt: 100 },
    });
    expect(freePrice.statusCode).toBe(400);

    const saved = await call(ctx.app, 'PUT', '/api/v1/admin/billing/plans/STANDARD', {
      session,
      body: planBody({ priceKzt: 3900 }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TPlan>().priceKzt).toBe(3900);
    const after = (await call(ctx.app, 'GET', '/api/v1/plans')).json<{ items: TPlan[] }>();
    expect(after.items.find((p) => p.tier === 'STANDARD')?.priceKzt).toBe(3900);

    await call(ctx.app, 'PUT', '/api/v1/admin/billing/plans/PRO', {
      session,
      body: { ...DEFAULT_PLANS.PRO, active: false },
    });
    expect((await call(ctx.app, 'GET', '/api/v1/plans')).json<{ items: TPlan[] }>().items.map((p) => p.tier)).toEqual([
      'FREE',
      'STANDARD',
    ]);
    const all = (await call(ctx.app, 'GET', '/api/v1/admin/billing/plans', { session })).json<{ items: TPlan[] }>();
    expect(all.items).toHaveLength(3);
  });
});

describe('the billing page', () => {
  it('records one pending upgrade request with a reference, and refuses a tier already held', async () => {
    await seedBilling(db());
    const free = await signedIn();
    const overview = (
      await call(ctx.app, 'GET', '/api/v1/billing', { session: free.session })
    ).json<TBillingOverview>();
    expect(overview).toMatchObject({ source: 'FREE', subscription: null, organization: null, pendingRequest: null });

    const first = await call(ctx.app, 'POST', '/api/v1/billing/upgrade-requests', {
      session: free.session,
      body: { tier: 'STANDARD' },
    });
    expect(first.statusCode).toBe(201);
    const request = first.json<TUpgradeRequest>();
    expect(request).toMatchObject({ tier: 'STANDARD', status: 'PENDING' });
    expect(request.reference).toMatch(/^BG-[A-Z2-9]{6}$/);

    const again = await call(ctx.app, 'POST', '/api/v1/billing/upgrade-requests', {
      session: free.session,
      body: { tier: 'PRO' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<TUpgradeRequest>()).toMatchObject({ id: request.id, reference: request.reference, tier: 'PRO' });
    const pending = (await call(ctx.app, 'GET', '/api/v1/billing', { session: free.session })).json<TBillingOverview>();
    expect(pending.pendingRequest?.reference).toBe(request.reference);

    const bad = await call(ctx.app, 'POST', '/api/v1/billing/upgrade-requests', {
      session: free.session,
      body: { tier: 'FREE' },
    });
    expect(bad.statusCode).toBe(400);

    const pro = await signedIn({ tier: 'PRO' });
    const needless = await call(ctx.app, 'POST', '/api/v1/billing/upgrade-requests', {
      session: pro.session,
      body: { tier: 'STANDARD' },
    });
    expect(needless.statusCode).toBe(409);
    expect(needless.json()).toMatchObject({ code: 'UPGRADE_NOT_NEEDED' });
    expect(
      (await call(ctx.app, 'POST', '/api/v1/billing/upgrade-requests', { body: { tier: 'PRO' } })).statusCode,
    ).toBe(401);
  });

  it('switches auto-renewal off (ends at period end) and shows an organisation licence', async () => {
    const standard = await signedIn({ tier: 'STANDARD' });
    const off = await call(ctx.app, 'PUT', '/api/v1/billing/auto-renew', {
      session: standard.session,
      body: { autoRenew: false },
    });
    expect(off.statusCode).toBe(200);
    const sub = off.json<TBillingOverview>().subscription;
    expect(sub).toMatchObject({ status: 'ACTIVE', autoRenew: false, interval: { unit: 'YEAR', count: 1 } });
    expect(sub?.endsAt).toBe(sub?.renewsAt);
    const on = await call(ctx.app, 'PUT', '/api/v1/billing/auto-renew', {
      session: standard.session,
      body: { autoRenew: true },
    });
    expect(on.json<TBillingOverview>().subscription?.endsAt).toBeNull();
    const invalid = await call(ctx.app, 'PUT', '/api/v1/billing/auto-renew', {
      session: standard.session,
      body: { autoRenew: 'no' },
    });
    expect(invalid.statusCode).toBe(400);

    const free = await signedIn();
    const none = await call(ctx.app, 'PUT', '/api/v1/billing/auto-renew', {
      session: free.session,
      body: { autoRenew: false },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });

    const student = await signedIn({ org: { role: 'ORG_STUDENT' } });
    const org = (await call(ctx.app, 'GET', '/api/v1/billing', { session: student.session })).json<TBillingOverview>();
    expect(org.source).toBe('ORGANIZATION');
    expect(org.organization).toMatchObject({ active: true });
  });
});

describe('admin subscription changes', () => {
  it('activates once per idempotency key, opens the tier without re-login, and keeps the history', async () => {
    await seedBilling(db());
    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const free = await signedIn();
    await call(ctx.app, 'POST', '/api/v1/billing/upgrade-requests', {
      session: free.session,
      body: { tier: 'STANDARD' },
    });
    const url = `/api/v1/admin/users/${free.user.id}/subscription`;
    const key = randomUUID();
    const body = { action: 'ACTIVATE', tier: 'STANDARD', idempotencyKey: key };
    const [a, b] = await Promise.all([
      call(ctx.app, 'POST', url, { session: admin.session, body }),
      call(ctx.app, 'POST', url, { session: admin.session, body }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await call(ctx.app, 'POST', url, { session: admin.session, body });
    expect(again.statusCode).toBe(200);
    const events = await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, free.user.id));
    expect(events).toHaveLength(1);

    const me = (await call(ctx.app, 'GET', '/api/v1/auth/me', { session: free.session })).json<TMe>();
    expect(me.subscription).toMatchObject({ tier: 'STANDARD', effectiveTier: 'STANDARD', status: 'ACTIVE' });
    const overview = (
      await call(ctx.app, 'GET', '/api/v1/billing', { session: free.session })
    ).json<TBillingOverview>();
    expect(overview.source).toBe('PERSONAL');
    expect(overview.pendingRequest).toBeNull();
    const renewsAt = Date.parse(overview.subscription?.renewsAt ?? '');
    expect(renewsAt - Date.now()).toBeGreaterThan(360 * DAY);

    const extend = await call(ctx.app, 'POST', url, {
      session: admin.session,
      body: { action: 'EXTEND', idempotencyKey: randomUUID() },
    });
    expect(
      Date.parse(extend.json<{ subscription: { renewsAt: string } }>().subscription.renewsAt) - renewsAt,
    ).toBeGreaterThan(360 * DAY);

    const cancel = await call(ctx.app, 'POST', url, {
      session: admin.session,
      body: { action: 'CANCEL', idempotencyKey: randomUUID() },
    });
    expect(cancel.json()).toMatchObject({ subscription: { status: 'CANCELED' }, tier: 'FREE' });
    for (const action of ['CANCEL', 'EXTEND'] as const) {
      const refused = await call(ctx.app, 'POST', url, {
        session: admin.session,
        body: { action, idempotencyKey: randomUUID() },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    }
    const noTier = await call(ctx.app, 'POST', url, {
      session: admin.session,
      body: { action: 'ACTIVATE', idempotencyKey: randomUUID() },
    });
    expect(noTier.statusCode).toBe(400);
    const badKey = await call(ctx.app, 'POST', url, {
      session: admin.session,
      body: { action: 'CANCEL', idempotencyKey: 'x' },
    });
    expect(badKey.statusCode).toBe(400);

    const detail = (
      await call(ctx.app, 'GET', `/api/v1/admin/users/${free.user.id}`, { session: admin.session })
    ).json<{
      history: { event: string }[];
      audit: { action: string; actor: string }[];
    }>();
    expect(detail.history.map((h) => h.event)).toEqual(['CANCEL', 'EXTEND', 'ACTIVATE']);
    expect(detail.audit.map((a) => a.action)).toEqual([
      'SUBSCRIPTION_CANCEL',
      'SUBSCRIPTION_EXTEND',
      'SUBSCRIPTION_ACTIVATE',
    ]);
    expect(detail.audit[0]?.actor).toBe(admin.username);
  });
});

describe('the period-end job', () => {
  it('moves due subscriptions by the state machine at an injected time and notifies their owners', async () => {
    const renewing = await createUser(db(), { tier: 'STANDARD' });
    const stopping = await createUser(db(), { tier: 'PRO' });
    const lapsed = await createUser(db(), { tier: 'STANDARD', subscriptionStatus: 'PAST_DUE' });
    const later = await createUser(db(), { tier: 'PRO' });
    const now = new Date();
    const set = (userId: string, values: Partial<typeof subscriptions.$inferInsert>) =>
      db().update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
    await set(renewing.user.id, { renewsAt: new Date(now.getTime() - DAY) });
    await set(stopping.user.id, { renewsAt: new Date(now.getTime() - DAY), autoRenew: false });
    await set(lapsed.user.id, { renewsAt: new Date(now.getTime() - 8 * DAY) });

    expect(await runPeriodEnd(db(), manualPaymentProvider, now, 2)).toEqual({
      RENEW: 0,
      PAYMENT_FAILED: 1,
      EXPIRE: 1,
      GRACE_ENDED: 1,
    });
    const status = async (userId: string) =>
      (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.status;
    expect(await status(renewing.user.id)).toBe('PAST_DUE');
    expect(await status(stopping.user.id)).toBe('CANCELED');
    expect(await status(lapsed.user.id)).toBe('CANCELED');
    expect(await status(later.user.id)).toBe('ACTIVE');
    // Each owner is told once, in their notifications, what happened.
    for (const owner of [renewing, stopping, lapsed]) {
      const told = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
      expect(told).toHaveLength(1);
    }
    expect(await db().select().from(notifications).where(eq(notifications.userId, later.user.id))).toHaveLength(0);

    // Nothing is due again until the grace period of the PAST_DUE one ends.
    expect(await runPeriodEnd(db(), manualPaymentProvider, now)).toEqual({
      RENEW: 0,
      PAYMENT_FAILED: 0,
      EXPIRE: 0,
      GRACE_ENDED: 0,
    });
    const paying: PaymentProvider = { name: 'test', collectRenewal: () => Promise.resolve({ paid: true }) };
    await set(later.user.id, { renewsAt: new Date(now.getTime() - 1000) });
    expect((await runPeriodEnd(db(), paying, now)).RENEW).toBe(1);
    expect(await status(later.user.id)).toBe('ACTIVE');
    const eighth = await runPeriodEnd(db(), manualPaymentProvider, new Date(now.getTime() + 8 * DAY));
    expect(eighth.GRACE_ENDED).toBe(1);
    expect(await status(renewing.user.id)).toBe('CANCELED');
  });
});

describe('running the period-end job now', () => {
  it('is for SUPER_ADMIN only and moves what is due at the real time', async () => {
    const due = await createUser(db(), { tier: 'STANDARD' });
    await db()
      .update(subscriptions)
      .set({ renewsAt: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.userId, due.user.id));
    for (const role of ['MINISTRY', 'USER'] as const) {
      const other = await signedIn({ role });
      const refused = await call(ctx.app, 'POST', '/api/v1/admin/billing/period-end', { session: other.session });
      expect(refused.statusCode).toBe(403);
    }
    const [before] = await db().select().from(subscriptions).where(eq(subscriptions.userId, due.user.id));
    expect(before?.status).toBe('ACTIVE');
    const admin = await signedIn({ role: 'SUPER_ADMIN' });
    const run = await call(ctx.app, 'POST', '/api/v1/admin/billing/period-end', { session: admin.session });
    expect(run.json()).toEqual({ RENEW: 0, PAYMENT_FAILED: 1, EXPIRE: 0, GRACE_ENDED: 0 });
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.userId, due.user.id));
    expect(after?.status).toBe('PAST_DUE');
  });
});

describe('organisation applications', () => {
  const form = {
    organizationName: 'Лицей №3',
    type: 'SCHOOL',
    city: 'Алматы',
    contactLastName: 'Қасымова',
    contactFirstName: 'Асель',
    contactEmail: 'asel@lyceum3.kz',
    contactPhone: '',
    seats: 300,
  };

  it('are submitted publicly, validated, and accepted or rejected by platform admins once', async () => {
    const missing = await call(ctx.app, 'POST', '/api/v1/organization-applications', {
      body: { ...form, contactEmail: '', contactPhone: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ details: { code: string }[] }>().details.map((d) => d.code)).toContain('contact_required');
    const seats = await call(ctx.app, 'POST', '/api/v1/organization-applications', { body: { ...form, seats: 0 } });
    expect(seats.statusCode).toBe(400);

    const first = await call(ctx.app, 'POST', '/api/v1/organization-applications', { body: form });
    expect(first.statusCode).toBe(201);
    const second = await call(ctx.app, 'POST', '/api/v1/organization-applications', {
      body: { ...form, organizationName: 'Колледж', contactEmail: '', contactPhone: '+7 701 000 00 00' },
    });
    expect(second.statusCode).toBe(201);

    const user = await signedIn();
    expect(
      (await call(ctx.app, 'GET', '/api/v1/admin/organization-applications', { session: user.session })).statusCode,
    ).toBe(403);
    const admin = await signedIn({ role: 'MINISTRY' });
    const list = (
      await call(ctx.app, 'GET', '/api/v1/admin/organization-applications?status=PENDING&limit=1', {
        session: admin.session,
      })
    ).json<{ items: TOrgApplication[]; nextCursor: string | null }>();
    expect(list.items).toHaveLength(1);
    const next = (
      await call(
        ctx.app,
        'GET',
        `/api/v1/admin/organization-applications?status=PENDING&limit=1&cursor=${list.nextCursor}`,
        {
          session: admin.session,
        },
      )
    ).json<{ items: TOrgApplication[]; nextCursor: string | null }>();
    expect(next.items).toHaveLength(1);
    expect(next.nextCursor).toBeNull();
    expect(new Set([list.items[0]?.organizationName, next.items[0]?.organizationName])).toEqual(
      new Set(['Лицей №3', 'Колледж']),
    );

    const lyceum = [...list.items, ...next.items].find((a) => a.organizationName === 'Лицей №3');
    const accepted = await call(ctx.app, 'POST', `/api/v1/admin/organization-applications/${lyceum?.id}/accept`, {
      session: admin.session,
    });
    expect(accepted.statusCode).toBe(200);
    const orgId = accepted.json<TOrgApplication>().organizationId ?? '';
    const [org] = await db().select().from(organizations).where(eq(organizations.id, orgId));
    expect(org).toMatchObject({ name: 'Лицей №3', type: 'SCHOOL' });
    const twice = await call(ctx.app, 'POST', `/api/v1/admin/organization-applications/${lyceum?.id}/accept`, {
      session: admin.session,
    });
    expect(twice.json()).toMatchObject({ code: 'ALREADY_REVIEWED' });

    const other = [...list.items, ...next.items].find((a) => a.organizationName === 'Колледж');
    const noReason = await call(ctx.app, 'POST', `/api/v1/admin/organization-applications/${other?.id}/reject`, {
      session: admin.session,
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(ctx.app, 'POST', `/api/v1/admin/organization-applications/${other?.id}/reject`, {
      session: admin.session,
      body: { reason: 'Нет лицензии' },
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Нет лицензии' });
    expect(
      (await call(ctx.app, 'POST', '/api/v1/admin/organization-applications/nope/accept', { session: admin.session }))
        .statusCode,
    ).toBe(404);
  });
});

describe('accepting an organisation application', () => {
  const form = {
    organizationName: 'Гимназия №5',
    type: 'SCHOOL',
    city: 'Шымкент',
    contactLastName: 'Ахметова',
    contactFirstName: 'Гүлнар',
    contactEmail: 'Gulnar@gym5.kz',
    seats: 120,
  };

  it('creates the organisation and its first administrator with a mailed, single-use activation code', async () => {
    const peer = await startSmtpPeer();
    const app = await buildExtraApp(ctx, { SMTP_URL: peer.url });
    try {
      const admin = await signedIn({ role: 'SUPER_ADMIN' });
      const [kz] = await db()
        .insert(countries)
        .values({ isoCode: 'KZ', name: { ru: 'Казахстан', kk: 'Қазақстан', en: 'Kazakhstan' }, nameSort: 'казахстан' })
        .returning();
      const [shymkent] = await db()
        .insert(cities)
        .values({
          countryId: kz?.id ?? '',
          name: { ru: 'Шымкент', kk: 'Шымкент', en: 'Shymkent' },
          nameSort: 'шымкент',
        })
        .returning();
      const submitted = await call(app, 'POST', '/api/v1/organization-applications', {
        body: { ...form, city: ' шымкент ' },
      });
      const id = submitted.json<{ id: string }>().id;
      const accepted = await call(app, 'POST', `/api/v1/admin/organization-applications/${id}/accept`, {
        session: admin.session,
      });
      expect(accepted.statusCode).toBe(200);
      const body = accepted.json<TOrgApplicationAccepted>();
      expect(body).toMatchObject({ status: 'ACCEPTED', activation: { mailedTo: 'gulnar@gym5.kz' } });
      const { code, username, expiresAt } = body.activation;
      expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

      const [org] = await db()
        .select()
        .from(organizations)
        .where(eq(organizations.id, body.organizationId ?? ''));
      // The city typed in the application is the catalogue's Shymkent.
      expect(org).toMatchObject({ name: 'Гимназия №5', seatCount: 120, cityId: shymkent?.id });
      const [member] = await db()
        .select({
          role: organizationMemberships.role,
          status: organizationMemberships.status,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(organizationMemberships)
        .innerJoin(users, eq(users.id, organizationMemberships.userId))
        .where(eq(organizationMemberships.organizationId, org?.id ?? ''));
      expect(member).toEqual({
        role: 'ORG_ADMIN',
        status: 'PENDING_CONFIRMATION',
        email: 'gulnar@gym5.kz',
        firstName: 'Гүлнар',
        lastName: 'Ахметова',
      });

      // The contact gets the code and the activation link by mail, in ru, kk and en.
      expect(peer.messages).toHaveLength(1);
      const mail = peer.messages[0];
      expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain('gulnar@gym5.kz');
      expect(mail?.text).toContain(code);
      expect(mail?.text).toContain(username);
      expect(mail?.text).toContain('Сәлеметсіз бе, Гүлнар Ахметова!');
      expect(mail?.text).toContain(`http://localhost:3000/auth/activate?code=${code}`);

      // Single use: the administrator activates once, then signs in and manages the organisation.
      const password = 'Gymn@zia2026';
      const activation = { code, password, passwordConfirmation: password };
      expect((await call(app, 'POST', '/api/v1/activation', { body: activation })).json()).toMatchObject({ username });
      const replay = await call(app, 'POST', '/api/v1/activation', { body: activation });
      expect(replay.json()).toMatchObject({ code: 'ACTIVATION_CODE_INVALID' });
      const session = await signIn(app, username, password);
      const own = await call(app, 'GET', `/api/v1/admin/organizations/${org?.id}`, { session });
      expect(own.statusCode).toBe(200);
    } finally {
      await app.close();
      await peer.stop();
    }
  });

  it('without an e-mail shows the code only to the admin; a contact e-mail with an account changes nothing', async () => {
    const admin = await signedIn({ role: 'MINISTRY' });
    const phoneOnly = await call(ctx.app, 'POST', '/api/v1/organization-applications', {
      body: { ...form, contactEmail: '', contactPhone: '+7 725 200 00 00' },
    });
    const accepted = await call(
      ctx.app,
      'POST',
      `/api/v1/admin/organization-applications/${phoneOnly.json<{ id: string }>().id}/accept`,
      { session: admin.session },
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TOrgApplicationAccepted>().activation).toMatchObject({ mailedTo: null });

    const existing = await createUser(db(), { email: 'taken@gym5.kz' });
    const taken = await call(ctx.app, 'POST', '/api/v1/organization-applications', {
      body: { ...form, organizationName: 'Taken', contactEmail: existing.user.email },
    });
    const refused = await call(
      ctx.app,
      'POST',
      `/api/v1/admin/organization-applications/${taken.json<{ id: string }>().id}/accept`,
      { session: admin.session },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await db().select().from(organizations).where(eq(organizations.name, 'Taken'))).toHaveLength(0);
    const list = (
      await call(ctx.app, 'GET', '/api/v1/admin/organization-applications?status=PENDING', { session: admin.session })
    ).json<{ items: TOrgApplication[] }>();
    expect(list.items.map((a) => a.organizationName)).toEqual(['Taken']);
  });
});

describe('the billing seed', () => {
  it('is idempotent', async () => {
    expect((await seedBilling(db())).created).toBeGreaterThan(0);
    expect(await seedBilling(db())).toEqual({ created: 0 });
  });
});
