import type { TAccessUser } from './access-policy.ts';
import type { TGlobalRole, TOrganizationRole, TTier } from './enums.ts';

/**
 * The authorization matrix: who may call each API route, as policy. The API's
 * `authorization-matrix.test.ts` sends every cell as a real request; the web's route-table test
 * checks that the page guard agrees with it for the pages that map to a route. Both read the actors
 * and the access classes from here.
 *
 * A row is an access class (`'signedIn'`, `'pro'`, `'platform'`, ...) or an object adding:
 * `owner` (the object belongs to that actor: everyone else the class lets through gets 404),
 * `tenant` (the object belongs to organisation A: the admin of organisation B gets 404),
 * `others` (what everyone but the owner gets), `ok` (the status an allowed actor gets, when not
 * the method's usual GET/PUT/DELETE 200, POST 201) and `except`
 * (explicit cells that differ from the class).
 */

export const MATRIX_ACTORS = [
  'anonymous',
  'free',
  'standard',
  'pro',
  'orgStudent',
  'orgTeacher',
  'orgStaff',
  'orgAdmin',
  'expiredStudent',
  'orgBAdmin',
  'superAdmin',
  'ministry',
] as const;
export type TMatrixActor = (typeof MATRIX_ACTORS)[number];

/** Which organisation an actor belongs to: A and B hold a current licence, `expired` one that ended. */
export type TMatrixOrg = 'A' | 'B' | 'expired';

export interface TMatrixActorSpec {
  label: string;
  /** null: not signed in. */
  role: TGlobalRole | null;
  tier: TTier;
  org?: { org: TMatrixOrg; role: TOrganizationRole };
}

export const MATRIX_ACTOR_SPECS: Record<TMatrixActor, TMatrixActorSpec> = {
  anonymous: { label: 'anonymous', role: null, tier: 'FREE' },
  free: { label: 'USER on FREE', role: 'USER', tier: 'FREE' },
  standard: { label: 'USER on STANDARD', role: 'USER', tier: 'STANDARD' },
  pro: { label: 'USER on PRO', role: 'USER', tier: 'PRO' },
  orgStudent: { label: 'ORG_STUDENT of A', role: 'USER', tier: 'FREE', org: { org: 'A', role: 'ORG_STUDENT' } },
  orgTeacher: { label: 'ORG_TEACHER of A', role: 'USER', tier: 'FREE', org: { org: 'A', role: 'ORG_TEACHER' } },
  orgStaff: { label: 'ORG_STAFF of A', role: 'USER', tier: 'FREE', org: { org: 'A', role: 'ORG_STAFF' } },
  orgAdmin: { label: 'ORG_ADMIN of A', role: 'USER', tier: 'FREE', org: { org: 'A', role: 'ORG_ADMIN' } },
  expiredStudent: {
    label: 'ORG_STUDENT of an expired organisation',
    role: 'USER',
    tier: 'FREE',
    org: { org: 'expired', role: 'ORG_STUDENT' },
  },
  orgBAdmin: { label: 'ORG_ADMIN of B', role: 'USER', tier: 'FREE', org: { org: 'B', role: 'ORG_ADMIN' } },
  superAdmin: { label: 'SUPER_ADMIN', role: 'SUPER_ADMIN', tier: 'FREE' },
  ministry: { label: 'MINISTRY', role: 'MINISTRY', tier: 'FREE' },
};

/** A cell: an HTTP status, or `'paywall'` (403 with code PAYWALL, where any other 403 is a plain FORBIDDEN). */
export type TMatrixStatus = number | 'paywall';
/** What a class says of an actor before the row's own status is known: `ok` is the row's success status. */
export type TMatrixVerdict = 'ok' | 401 | 403 | 404 | 'paywall';

const cells = (...verdicts: TMatrixVerdict[]): Record<TMatrixActor, TMatrixVerdict> => {
  if (verdicts.length !== MATRIX_ACTORS.length) throw new Error('an access class names every actor');
  return Object.fromEntries(MATRIX_ACTORS.map((actor, i) => [actor, verdicts[i]])) as Record<
    TMatrixActor,
    TMatrixVerdict
  >;
};
const PW = 'paywall';

/**
 * The access classes, one column per actor in MATRIX_ACTORS order:
 * anonymous, free, standard, pro, orgStudent, orgTeacher, orgStaff, orgAdmin, expiredStudent,
 * orgBAdmin, superAdmin, ministry.
 */
export const ACCESS_CLASSES = {
  /** Anyone, signed in or not. */
  public: cells('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  /** Any signed-in (and onboarded) account. */
  signedIn: cells(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  /** PRO_ONLY (careers, institutions): the personal PRO tier; no organisation, no admin bypass. */
  pro: cells(401, PW, PW, 'ok', PW, PW, PW, PW, PW, PW, PW, PW),
  /** STANDARD_OR_ORG with the platform admins let through (taking a STANDARD test). */
  standardOrOrg: cells(401, PW, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', PW, 'ok', 'ok', 'ok'),
  /** The admin area (canEnterAdmin): platform admins and active organisation teachers, staff, admins. */
  admin: cells(401, 403, 403, 403, 403, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 'ok'),
  /** Organisation A's admin pages: its teachers, staff and admins and the platform admins; B's admin 404. */
  orgRead: cells(401, 403, 403, 403, 403, 'ok', 'ok', 'ok', 403, 404, 'ok', 'ok'),
  /** Changing organisation A: as orgRead without the teachers. */
  orgWrite: cells(401, 403, 403, 403, 403, 403, 'ok', 'ok', 403, 404, 'ok', 'ok'),
  /** Organisation A's administrators: its ORG_ADMIN and the platform admins. */
  orgManage: cells(401, 403, 403, 403, 403, 403, 403, 'ok', 403, 404, 'ok', 'ok'),
  /** The reports queue: platform admins (all content) and an organisation's staff and admins (their members' content). */
  moderation: cells(401, 403, 403, 403, 403, 403, 'ok', 'ok', 403, 'ok', 'ok', 'ok'),
  /** The platform catalogues and user administration: SUPER_ADMIN and MINISTRY. */
  platform: cells(401, 403, 403, 403, 403, 403, 403, 403, 403, 403, 'ok', 'ok'),
  /** SUPER_ADMIN alone (plans and prices). */
  superAdmin: cells(401, 403, 403, 403, 403, 403, 403, 403, 403, 403, 'ok', 403),
} satisfies Record<string, Record<TMatrixActor, TMatrixVerdict>>;
export type TAccessClass = keyof typeof ACCESS_CLASSES;

export type TMatrixRow =
  | TAccessClass
  | {
      access: TAccessClass;
      /** The object belongs to this actor; any other actor the class lets through gets `others`. */
      owner?: TMatrixActor;
      /** What the others get: 404 (default; the object is private), or 403/409 when everyone can see it. */
      others?: TMatrixStatus;
      /** The object belongs to organisation A: the admin of organisation B gets 404. */
      tenant?: true;
      /** The status of an allowed request when it is not the method's usual one. */
      ok?: number;
      /** Cells that differ from the class, each a policy decision worth its own line. */
      except?: Partial<Record<TMatrixActor, TMatrixStatus>>;
    };

/** The usual success status of a method (a row says `ok` when its route differs). */
const DEFAULT_OK: Record<string, number> = { GET: 200, POST: 201, PUT: 200, DELETE: 200 };

/** The expected status of one cell: `route` is `'METHOD /path'` as in API_ACCESS. */
export function expectedStatus(route: string, row: TMatrixRow, actor: TMatrixActor): TMatrixStatus {
  const spec = typeof row === 'string' ? { access: row } : row;
  const explicit = spec.except?.[actor];
  if (explicit !== undefined) return explicit;
  let verdict = ACCESS_CLASSES[spec.access][actor];
  if (verdict === 'ok' && spec.owner && spec.owner !== actor) return spec.others ?? 404;
  if (verdict === 'ok' && spec.tenant && actor === 'orgBAdmin') verdict = 404;
  if (verdict !== 'ok') return verdict;
  const method = route.split(' ')[0] ?? 'GET';
  return spec.ok ?? DEFAULT_OK[method] ?? 200;
}

/**
 * Every API route with its row. Add a route in one line: `'GET /api/v1/admin/analytics': 'platform',`
 * (and its request recipe in apps/api/src/test/authorization-matrix.ts when it needs a body or an
 * object of the fixtures). Paths are as registered, without a trailing slash.
 */
export const API_ACCESS: Record<string, TMatrixRow> = {
  // Health and the API documentation.
  'GET /api/v1/health': 'public',
  'GET /api/v1/ready': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': { access: 'public', ok: 302 },
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': { access: 'public', ok: 404 },
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',

  // Accounts (spec §3).
  'POST /api/v1/auth/login': { access: 'public', ok: 200 },
  'POST /api/v1/auth/logout': { access: 'public', ok: 200 },
  'PUT /api/v1/auth/locale': 'signedIn',
  'POST /api/v1/auth/signup': { access: 'public', ok: 202 },
  'POST /api/v1/auth/onboarding': { access: 'signedIn', ok: 409 },
  'GET /api/v1/auth/me': 'signedIn',
  'POST /api/v1/auth/verify-email/send': { access: 'signedIn', ok: 409 },
  'POST /api/v1/auth/verify-email/confirm': { access: 'public', ok: 400 },
  'POST /api/v1/auth/forgot-password': { access: 'public', ok: 200 },
  'POST /api/v1/auth/reset-password': { access: 'public', ok: 400 },
  'POST /api/v1/auth/change-password': { access: 'signedIn', ok: 200 },
  'POST /api/v1/activation': { access: 'public', ok: 400 },

  // Test catalogue admin (platform).
  'GET /api/v1/admin/tests': 'platform',
  'POST /api/v1/admin/tests': 'platform',
  'GET /api/v1/admin/tests/:id': 'platform',
  'PUT /api/v1/admin/tests/:id': 'platform',
  'POST /api/v1/admin/tests/:id/publish': { access: 'platform', ok: 200 },
  'POST /api/v1/admin/tests/:id/unpublish': { access: 'platform', ok: 200 },
  'DELETE /api/v1/admin/tests/:id': 'platform',
  'GET /api/v1/admin/tests/:id/feedback': 'platform',
  'GET /api/v1/admin/test-categories': 'platform',
  'POST /api/v1/admin/test-categories': 'platform',
  'PUT /api/v1/admin/test-categories/:id': 'platform',
  'DELETE /api/v1/admin/test-categories/:id': 'platform',
  'GET /api/v1/admin/professions': 'platform',
  'POST /api/v1/admin/professions': 'platform',
  'GET /api/v1/admin/professions/:id': 'platform',
  'PUT /api/v1/admin/professions/:id': 'platform',
  'DELETE /api/v1/admin/professions/:id': 'platform',
  'GET /api/v1/admin/professions/:id/skills': 'platform',
  'PUT /api/v1/admin/professions/:id/skills/:index/steps': 'platform',
  'GET /api/v1/admin/materials': 'platform',
  'POST /api/v1/admin/materials': 'platform',
  'GET /api/v1/admin/materials/:id': 'platform',
  'PUT /api/v1/admin/materials/:id': 'platform',
  'DELETE /api/v1/admin/materials/:id': 'platform',
  'GET /api/v1/admin/locations/countries': 'platform',
  'POST /api/v1/admin/locations/countries': 'platform',
  'GET /api/v1/admin/locations/countries/:id': 'platform',
  'PUT /api/v1/admin/locations/countries/:id': 'platform',
  'DELETE /api/v1/admin/locations/countries/:id': 'platform',
  'GET /api/v1/admin/locations/cities': 'platform',
  'POST /api/v1/admin/locations/cities': 'platform',
  'GET /api/v1/admin/locations/cities/:id': 'platform',
  'PUT /api/v1/admin/locations/cities/:id': 'platform',
  'DELETE /api/v1/admin/locations/cities/:id': 'platform',
  'GET /api/v1/admin/institutions': 'platform',
  'POST /api/v1/admin/institutions': 'platform',
  'GET /api/v1/admin/institutions/:id': 'platform',
  'PUT /api/v1/admin/institutions/:id': 'platform',
  'DELETE /api/v1/admin/institutions/:id': 'platform',
  'POST /api/v1/admin/institutions/:id/majors': 'platform',
  'PUT /api/v1/admin/institutions/:id/majors/:majorId': 'platform',
  'DELETE /api/v1/admin/institutions/:id/majors/:majorId': 'platform',
  // Admission rules and GOP cut-offs (decision record 019): the platform's catalogue.
  'GET /api/v1/admin/admission/rules': 'platform',
  'PUT /api/v1/admin/admission/rules/:id': 'platform',
  'GET /api/v1/admin/admission/gops': 'platform',
  'GET /api/v1/admin/admission/cutoffs': 'platform',
  'POST /api/v1/admin/admission/cutoffs': 'platform',
  'PUT /api/v1/admin/admission/cutoffs/:id': 'platform',
  'DELETE /api/v1/admin/admission/cutoffs/:id': 'platform',
  'GET /api/v1/admin/admission/cutoffs/template': 'platform',
  'GET /api/v1/admin/admission/cutoffs/export': 'platform',
  'POST /api/v1/admin/admission/cutoffs/import/preview': { access: 'platform', ok: 200 },
  'POST /api/v1/admin/admission/cutoffs/import/commit': 'platform',
  'GET /api/v1/admin/admission/audit': 'platform',

  // Organisations: the list filters to one's own organisation, creating one is the platform's.
  'GET /api/v1/admin/organizations': 'admin',
  'POST /api/v1/admin/organizations': {
    access: 'admin',
    except: { orgTeacher: 403, orgStaff: 403, orgAdmin: 403, orgBAdmin: 403 },
  },
  'GET /api/v1/admin/organizations/:id': { access: 'orgRead', tenant: true },
  // The licence (window, seats) is the platform's to change, not the organisation's.
  'PUT /api/v1/admin/organizations/:id': { access: 'orgManage', tenant: true, except: { orgAdmin: 403 } },
  'GET /api/v1/admin/organizations/:id/members': { access: 'orgRead', tenant: true },
  'GET /api/v1/admin/organizations/:id/members/export': { access: 'orgRead', tenant: true },
  // A teacher sees the students of the groups they mentor only (the fixture's student is in none).
  'GET /api/v1/admin/organizations/:id/members/:memberId': {
    access: 'orgRead',
    tenant: true,
    except: { orgTeacher: 404 },
  },
  'PUT /api/v1/admin/organizations/:id/members/:memberId': { access: 'orgWrite', tenant: true },
  'DELETE /api/v1/admin/organizations/:id/members/:memberId': { access: 'orgWrite', tenant: true },
  'GET /api/v1/admin/organizations/:id/activation-codes': { access: 'orgWrite', tenant: true },
  'POST /api/v1/admin/organizations/:id/activation-codes': { access: 'orgWrite', tenant: true, ok: 200 },
  'POST /api/v1/admin/organizations/:id/admins': { access: 'orgManage', tenant: true },
  'GET /api/v1/admin/organizations/:id/groups': { access: 'orgRead', tenant: true },
  'POST /api/v1/admin/organizations/:id/groups': { access: 'orgWrite', tenant: true },
  'PUT /api/v1/admin/organizations/:id/groups/:groupId': { access: 'orgWrite', tenant: true },
  'DELETE /api/v1/admin/organizations/:id/groups/:groupId': { access: 'orgWrite', tenant: true },
  'GET /api/v1/admin/organizations/:id/import/:role/template': { access: 'orgRead', tenant: true },
  'POST /api/v1/admin/organizations/:id/import/:role/preview': { access: 'orgWrite', tenant: true, ok: 200 },
  'POST /api/v1/admin/organizations/:id/import/:role/commit': { access: 'orgWrite', tenant: true },
  'GET /api/v1/admin/organization-applications': 'platform',
  'POST /api/v1/admin/organization-applications/:id/accept': { access: 'platform', ok: 200 },
  'POST /api/v1/admin/organization-applications/:id/reject': { access: 'platform', ok: 200 },

  // Plans, billing, users (spec §6).
  'GET /api/v1/admin/billing/plans': 'superAdmin',
  'PUT /api/v1/admin/billing/plans/:tier': 'superAdmin',
  'GET /api/v1/admin/billing/upgrade-requests': 'platform',
  'POST /api/v1/admin/billing/period-end': { access: 'superAdmin', ok: 200 },
  'GET /api/v1/admin/analytics': 'platform',
  'GET /api/v1/admin/analytics/export': 'platform',
  'GET /api/v1/admin/organizations/:id/import/jobs/:jobId': { access: 'orgWrite', tenant: true },
  'GET /api/v1/admin/organizations/:id/import/jobs/:jobId/codes': { access: 'orgWrite', tenant: true },
  'POST /api/v1/admin/organizations/:id/import/jobs/:jobId/codes': { access: 'orgWrite', tenant: true, ok: 200 },
  'GET /api/v1/admin/organizations/:id/analytics': { access: 'orgRead', tenant: true },
  'GET /api/v1/admin/organizations/:id/analytics/export': { access: 'orgRead', tenant: true },
  // As a member's page: a teacher sees the students of the groups they mentor only.
  'GET /api/v1/admin/organizations/:id/analytics/students/:studentId': {
    access: 'orgRead',
    tenant: true,
    except: { orgTeacher: 404 },
  },
  'GET /api/v1/admin/organizations/:id/analytics/students/:studentId/export': {
    access: 'orgRead',
    tenant: true,
    except: { orgTeacher: 404 },
  },
  // A student's plan, opened from that page: read as the page; reviewed by the organisation's own
  // people only (a platform admin reads, 403 on writes). The matrix's teacher mentors no group of this student.
  'GET /api/v1/admin/organizations/:id/analytics/students/:studentId/plans/:planId': {
    access: 'orgRead',
    tenant: true,
    except: { orgTeacher: 404 },
  },
  'POST /api/v1/admin/organizations/:id/analytics/students/:studentId/plans/:planId/comments': {
    access: 'orgRead',
    tenant: true,
    except: { orgTeacher: 404, superAdmin: 403, ministry: 403 },
  },
  'POST /api/v1/admin/organizations/:id/analytics/students/:studentId/plans/:planId/review': {
    access: 'orgRead',
    tenant: true,
    ok: 200,
    except: { orgTeacher: 404, superAdmin: 403, ministry: 403 },
  },
  'GET /api/v1/admin/users': 'platform',
  'GET /api/v1/admin/users/:id': 'platform',
  'POST /api/v1/admin/users/:id/block': { access: 'platform', ok: 200 },
  'POST /api/v1/admin/users/:id/unblock': { access: 'platform', ok: 200 },
  // Granting roles is SUPER_ADMIN's alone.
  'PUT /api/v1/admin/users/:id/role': { access: 'platform', except: { ministry: 403 } },
  'POST /api/v1/admin/users/:id/subscription': { access: 'platform', ok: 200 },
  'GET /api/v1/plans': 'public',
  'GET /api/v1/billing': 'signedIn',
  // 409 NO_SUBSCRIPTION past the guard for everyone without a personal subscription.
  'PUT /api/v1/billing/auto-renew': { access: 'signedIn', ok: 409, except: { standard: 200, pro: 200 } },
  'POST /api/v1/billing/upgrade-requests': { access: 'signedIn', except: { pro: 409 } },
  'POST /api/v1/organization-applications': 'public',

  // Tests (spec §5): the catalogue is open to the signed-in, taking a test needs its tier.
  'GET /api/v1/tests': 'signedIn',
  'GET /api/v1/tests/:testId': 'signedIn',
  // PRO resumes the attempt of the fixtures (200); the others start one (201), which `current` then finds.
  'POST /api/v1/tests/:testId/attempts': { access: 'standardOrOrg', except: { pro: 200 } },
  'GET /api/v1/tests/:testId/attempts/current': { access: 'signedIn', except: { free: 404, expiredStudent: 404 } },
  // Another user's attempt is not found, whatever their tier.
  'PUT /api/v1/tests/:testId/attempts/:attemptId/answers/:questionId': { access: 'signedIn', owner: 'pro' },
  'POST /api/v1/tests/:testId/attempts/:attemptId/finish': { access: 'signedIn', owner: 'pro', ok: 200 },
  'GET /api/v1/tests/:testId/attempts/:attemptId/result': { access: 'signedIn', owner: 'pro' },
  // Feedback names one's own completed attempt: another's is refused as invalid input.
  'POST /api/v1/tests/:testId/feedback': { access: 'signedIn', owner: 'pro', others: 400, ok: 200 },

  // Personality, profiles, media.
  'GET /api/v1/personality': 'signedIn',
  // 409 TESTS_INCOMPLETE past the guard: no actor of the fixtures took the required tests.
  'POST /api/v1/personality/analyses': { access: 'signedIn', ok: 409 },
  // The report comes with the full analysis (a personal tier or an organisation); 404: none yet.
  'GET /api/v1/personality/report.pdf': { access: 'standardOrOrg', ok: 404 },
  'PUT /api/v1/profiles/me': 'signedIn',
  'GET /api/v1/profiles/me/settings': 'signedIn',
  'PUT /api/v1/profiles/me/academic': 'signedIn',
  'PUT /api/v1/profiles/me/cover': 'signedIn',
  'DELETE /api/v1/profiles/me/cover': 'signedIn',
  'POST /api/v1/profiles/me/certificates': 'signedIn',
  'DELETE /api/v1/profiles/me/certificates/:id': { access: 'signedIn', owner: 'pro', ok: 204 },
  'GET /api/v1/profiles/:username': 'signedIn',
  'POST /api/v1/media': 'signedIn',
  'DELETE /api/v1/media/:id': { access: 'signedIn', owner: 'pro', others: 403 },
  'GET /api/v1/media/:id/content': 'signedIn',

  // Projects.
  'GET /api/v1/projects': 'signedIn',
  'POST /api/v1/projects': 'signedIn',
  'GET /api/v1/projects/draft': 'signedIn',
  'PUT /api/v1/projects/draft': 'signedIn',
  'DELETE /api/v1/projects/draft': 'signedIn',
  'POST /api/v1/projects/invitations/:id/accept': { access: 'signedIn', owner: 'standard', ok: 200 },
  'POST /api/v1/projects/invitations/:id/reject': { access: 'signedIn', owner: 'standard', ok: 200 },
  'GET /api/v1/projects/:id': 'signedIn',
  // Projects are visible to every signed-in user: acting on one without the role answers 403 with the reason.
  'PUT /api/v1/projects/:id': { access: 'signedIn', owner: 'pro', others: 403 },
  'DELETE /api/v1/projects/:id': { access: 'signedIn', owner: 'pro', others: 403 },
  'POST /api/v1/projects/:id/like': { access: 'signedIn', ok: 200 },
  'DELETE /api/v1/projects/:id/like': 'signedIn',
  'POST /api/v1/projects/:id/leave': { access: 'signedIn', owner: 'standard', others: 409, ok: 200 },
  'GET /api/v1/projects/:id/members': 'signedIn',
  'PUT /api/v1/projects/:id/members/:userId': { access: 'signedIn', owner: 'pro', others: 403 },
  'DELETE /api/v1/projects/:id/members/:userId': { access: 'signedIn', owner: 'pro', others: 403 },
  'POST /api/v1/projects/:id/applications': { access: 'signedIn', except: { pro: 409 } },
  'GET /api/v1/projects/:id/applications': { access: 'signedIn', owner: 'pro', others: 403 },
  'DELETE /api/v1/projects/:id/applications/mine': { access: 'signedIn', owner: 'free', others: 409 },
  'POST /api/v1/projects/:id/applications/:applicationId/accept': {
    access: 'signedIn',
    owner: 'pro',
    others: 403,
    ok: 200,
  },
  'POST /api/v1/projects/:id/applications/:applicationId/reject': {
    access: 'signedIn',
    owner: 'pro',
    others: 403,
    ok: 200,
  },
  'GET /api/v1/projects/:id/invite-candidates': { access: 'signedIn', owner: 'pro', others: 403 },
  'POST /api/v1/projects/:id/invitations': { access: 'signedIn', owner: 'pro', others: 403 },
  'GET /api/v1/projects/:id/posts': 'signedIn',
  'POST /api/v1/projects/:id/posts': { access: 'signedIn', owner: 'pro', others: 403 },

  // Feed, stories, notifications.
  'GET /api/v1/posts': 'signedIn',
  'POST /api/v1/posts': 'signedIn',
  'GET /api/v1/posts/search': 'signedIn',
  'DELETE /api/v1/posts/:id': { access: 'signedIn', owner: 'pro' },
  'POST /api/v1/posts/:id/like': { access: 'signedIn', ok: 200 },
  'DELETE /api/v1/posts/:id/like': { access: 'signedIn', ok: 200 },
  'GET /api/v1/posts/:id/comments': 'signedIn',
  'POST /api/v1/posts/:id/comments': 'signedIn',
  'DELETE /api/v1/posts/:id/comments/:commentId': { access: 'signedIn', owner: 'pro' },
  // Reports: anyone signed in, of someone else's content (the fixture's content is the PRO user's).
  'POST /api/v1/posts/:id/report': { access: 'signedIn', ok: 200, except: { pro: 409 } },
  'POST /api/v1/posts/:id/comments/:commentId/report': { access: 'signedIn', ok: 200, except: { pro: 409 } },
  'POST /api/v1/stories/:id/report': { access: 'signedIn', ok: 200, except: { pro: 409 } },
  // Moderation: the queue is scoped by the caller's organisation; acting on content by organisation
  // A's member is for A's staff and admins and the platform (B's admin: 404). Word lists and the
  // audit log are the platform's.
  'GET /api/v1/admin/moderation/reports': 'moderation',
  'POST /api/v1/admin/moderation/actions': { access: 'moderation', tenant: true, ok: 200 },
  'GET /api/v1/admin/moderation/words': 'platform',
  'POST /api/v1/admin/moderation/words': 'platform',
  'DELETE /api/v1/admin/moderation/words/:id': 'platform',
  'GET /api/v1/admin/audit': 'platform',
  'GET /api/v1/admin/audit/export': 'platform',
  'GET /api/v1/topics/popular': 'signedIn',
  'GET /api/v1/stories': 'signedIn',
  'POST /api/v1/stories': 'signedIn',
  'DELETE /api/v1/stories/:id': { access: 'signedIn', owner: 'pro' },
  'POST /api/v1/stories/:id/seen': { access: 'signedIn', ok: 200 },
  // Blocking and muting: each person's own list; the path names the other person.
  'GET /api/v1/privacy/relations': 'signedIn',
  'PUT /api/v1/privacy/relations/:userId': { access: 'signedIn', ok: 204 },
  'DELETE /api/v1/privacy/relations/:userId': { access: 'signedIn', ok: 204 },
  // The cell sends a wrong password (400, nothing deleted), so the actors' sessions outlive it.
  'POST /api/v1/privacy/account/deletion': { access: 'signedIn', ok: 400 },
  'GET /api/v1/privacy/visibility': 'signedIn',
  // "Download my data": each person's own export; the zip only for its owner, 404 to everyone else.
  'GET /api/v1/privacy/data-export': 'signedIn',
  'POST /api/v1/privacy/data-export': { access: 'signedIn', ok: 202 },
  'GET /api/v1/privacy/data-export/:exportId/download': { access: 'signedIn', owner: 'pro' },
  'PUT /api/v1/privacy/visibility': 'signedIn',
  'GET /api/v1/notifications': 'signedIn',
  'GET /api/v1/notifications/unread-count': 'signedIn',
  'POST /api/v1/notifications/read-all': { access: 'signedIn', ok: 200 },
  'GET /api/v1/notifications/stream': 'signedIn',
  'POST /api/v1/notifications/:id/read': { access: 'signedIn', owner: 'pro', ok: 200 },

  // Locations, institutions, enrollment, careers.
  'GET /api/v1/locations/countries': 'signedIn',
  'GET /api/v1/locations/cities': 'signedIn',
  'GET /api/v1/institutions': 'pro',
  'GET /api/v1/institutions/:id': 'pro',
  'GET /api/v1/institutions/:id/fit': 'pro',
  'POST /api/v1/enrollment-analyses': 'pro',
  'GET /api/v1/enrollment-analyses': 'pro',
  'GET /api/v1/enrollment-analyses/:id': { access: 'pro', owner: 'pro' },
  'POST /api/v1/enrollment-analyses/:id/what-if': { access: 'pro', owner: 'pro', ok: 200 },
  'GET /api/v1/careers/gate': 'pro',
  'GET /api/v1/careers/professions': 'pro',
  // 409 ANALYSIS_REQUIRED past the gate: the PRO user of the fixtures has no personality analysis.
  'POST /api/v1/careers/plans': { access: 'pro', ok: 409 },
  'GET /api/v1/careers/plans': 'pro',
  'GET /api/v1/careers/plans/:id': { access: 'pro', owner: 'pro' },
  'DELETE /api/v1/careers/plans/:id': { access: 'pro', owner: 'pro', ok: 204 },
  'POST /api/v1/careers/plans/:id/complete': { access: 'pro', owner: 'pro', ok: 200 },
  'POST /api/v1/careers/plans/:id/reopen': { access: 'pro', owner: 'pro', ok: 200 },
  'GET /api/v1/careers/plans/:id/calendar.ics': { access: 'pro', owner: 'pro' },
  'GET /api/v1/careers/plans/:id/review': { access: 'pro', owner: 'pro' },
  'PUT /api/v1/careers/plans/:id/subtasks/:subtaskId': { access: 'pro', owner: 'pro' },
  'DELETE /api/v1/careers/plans/:id/subtasks/:subtaskId': { access: 'pro', owner: 'pro', ok: 204 },
  'POST /api/v1/careers/plans/:id/phases/:phaseId/subtasks': { access: 'pro', owner: 'pro' },
  'GET /api/v1/careers/plans/:id/report.pdf': { access: 'pro', owner: 'pro' },
};

/** The access decision's view of an actor (for the web guard's tests), or null for anonymous. */
export function matrixAccessUser(actor: TMatrixActor, now: Date = new Date()): TAccessUser | null {
  const spec = MATRIX_ACTOR_SPECS[actor];
  if (!spec.role) return null;
  const day = 86_400_000;
  const window = spec.org?.org === 'expired' ? [-60, -1] : [-30, 300];
  return {
    role: spec.role,
    onboarded: true,
    subscription: { effectiveTier: spec.tier },
    organization: spec.org
      ? {
          id: `org-${spec.org.org}`,
          name: `Organisation ${spec.org.org}`,
          type: 'SCHOOL',
          subscriptionStartsAt: new Date(now.getTime() + window[0]! * day).toISOString(),
          subscriptionEndsAt: new Date(now.getTime() + window[1]! * day).toISOString(),
        }
      : null,
    organizationUser: spec.org ? { id: `member-${actor}`, role: spec.org.role, status: 'ACTIVE' } : null,
  };
}
