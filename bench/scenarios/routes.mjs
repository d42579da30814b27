// The route bench's scenarios (bench/routes.mjs): one or more per GET route of the OpenAPI
// description, and the frequent writes, each with realistic parameters on the country's data
// (bench/seed-country.ts). Keys are the OpenAPI's `METHOD /path` with `{param}`; a GET route of
// the description with no key here fails the bench by name (bench/routes-prepare.ts), as a route
// without a row fails the authorization matrix. `skip` names why a route is not measured by load.
//
// A scenario: `as` (who: student, orgAdmin, admin, pro, or none), `path` under /api/v1, `method`
// and `body` for writes, or `requests` (a list the load rotates through, e.g. a question each),
// and `target` (a key of TARGETS; `default` when absent). `p` holds the ids bench/routes-prepare.ts
// looked up in the database.

/** The targets at country scale (20 connections, PostgreSQL, ratios to the bare route of the same run). */
export const TARGETS = {
  default: { ratio: 0.05, p99: 250 },
  /** The routes a student opens every day. */
  daily: { ratio: 0.15, p99: 250 },
  /** An organisation's member list and its search at 50,000 students. */
  members: { ratio: 0.1, p99: 250 },
  /** The organisation analytics page at 50,000 students. */
  analytics: { ratio: 0.05, p99: 300 },
  /** The enrollment analysis (8 institutions): an absolute rate. */
  enrollment: { rps: 200, p99: 250 },
  /** Files built per request (spreadsheets, PDFs of a whole organisation or report): time per file, not a rate. */
  file: { p99: 2000 },
};

const q = (s) => encodeURIComponent(s);
const each = (list, make) => list.map(make);

/** @param {Record<string, any>} p */
export function scenarios(p) {
  const org = `/admin/organizations/${p.schoolId}`;
  const members = `${org}/members?role=ORG_STUDENT&limit=20`;
  return {
    'GET /api/v1/health': { skip: 'the bare route: measured first, every ratio is to it' },
    'GET /api/v1/ready': { path: '/ready' },
    'GET /api/v1/notifications/stream': { skip: 'a long-lived event stream: no request rate to measure' },

    'GET /api/v1/auth/me': { as: 'student', path: '/auth/me', target: 'daily' },
    'GET /api/v1/tests': { as: 'student', path: '/tests', target: 'daily' },
    'GET /api/v1/tests/{testId}': { as: 'student', path: `/tests/${p.testId}`, target: 'daily' },
    'GET /api/v1/tests/{testId}/attempts/current': {
      as: 'student',
      path: `/tests/${p.testId}/attempts/current`,
      target: 'daily',
    },
    'GET /api/v1/tests/{testId}/attempts/{attemptId}/result': {
      as: 'student',
      path: `/tests/${p.finishedTestId}/attempts/${p.finishedAttemptId}/result`,
      target: 'daily',
    },
    'PUT /api/v1/tests/{testId}/attempts/{attemptId}/answers/{questionId}': {
      name: 'PUT answer (a question each, Likert)',
      as: 'student',
      target: 'daily',
      requests: each(p.questionIds, (questionId, i) => ({
        method: 'PUT',
        path: `/tests/${p.testId}/attempts/${p.openAttemptId}/answers/${questionId}`,
        body: { value: (i % 5) + 1 },
      })),
    },
    'GET /api/v1/personality': { as: 'student', path: '/personality', target: 'daily' },
    'GET /api/v1/personality/report.pdf': { as: 'pro', path: '/personality/report.pdf?locale=ru', target: 'file' },

    'GET /api/v1/admin/tests': { as: 'admin', path: '/admin/tests' },
    'GET /api/v1/admin/tests/{id}': { as: 'admin', path: `/admin/tests/${p.testId}` },
    'GET /api/v1/admin/tests/{id}/feedback': { as: 'admin', path: `/admin/tests/${p.testId}/feedback` },
    'GET /api/v1/admin/test-categories': { as: 'admin', path: '/admin/test-categories' },
    'GET /api/v1/admin/professions': { as: 'admin', path: '/admin/professions?limit=20' },
    'GET /api/v1/admin/professions/{id}': { as: 'admin', path: `/admin/professions/${p.professionId}` },
    'GET /api/v1/admin/professions/{id}/skills': { as: 'admin', path: `/admin/professions/${p.professionId}/skills` },
    'GET /api/v1/admin/materials': { as: 'admin', path: '/admin/materials?limit=20' },
    'GET /api/v1/admin/materials/{id}': { as: 'admin', path: `/admin/materials/${p.materialId}` },

    'GET /api/v1/media/{id}/content': { as: 'student', path: `/media/${p.mediaId}/content` },
    'GET /api/v1/profiles/me/settings': { as: 'student', path: '/profiles/me/settings' },
    'GET /api/v1/profiles/{username}': { as: 'student', path: `/profiles/${p.profileUsername}` },

    'GET /api/v1/posts': [
      { name: 'GET /posts (feed, first page)', as: 'student', path: '/posts?limit=20', target: 'daily' },
      { name: 'GET /posts?topic= (a hashtag)', as: 'student', path: `/posts?limit=20&topic=${q('ielts')}` },
    ],
    'GET /api/v1/posts/search': {
      name: 'GET /posts/search?q=университет',
      as: 'student',
      path: `/posts/search?limit=20&q=${q('университет')}`,
      target: 'daily',
    },
    'GET /api/v1/posts/{id}/comments': { as: 'student', path: `/posts/${p.commentedPostId}/comments?limit=20` },
    'POST /api/v1/posts/{id}/like': {
      name: 'POST /posts/:id/like (a post each)',
      as: 'student',
      requests: each(p.postIds, (id) => ({ method: 'POST', path: `/posts/${id}/like` })),
    },
    'POST /api/v1/posts/{id}/comments': {
      name: 'POST /posts/:id/comments (a post each)',
      as: 'student',
      requests: each(p.postIds, (id, i) => ({
        method: 'POST',
        path: `/posts/${id}/comments`,
        body: { text: `Отличная мысль, спасибо ${i}` },
      })),
    },
    'GET /api/v1/topics/popular': { as: 'student', path: '/topics/popular' },
    'GET /api/v1/stories': { as: 'student', path: '/stories' },

    'GET /api/v1/admin/moderation/reports': { as: 'admin', path: '/admin/moderation/reports?limit=20' },
    'GET /api/v1/admin/moderation/words': { as: 'admin', path: '/admin/moderation/words' },
    'GET /api/v1/admin/audit': { as: 'admin', path: '/admin/audit?limit=20' },
    'GET /api/v1/admin/audit/export': { as: 'admin', path: '/admin/audit/export', target: 'file' },

    'GET /api/v1/privacy/relations': { as: 'student', path: '/privacy/relations' },
    'GET /api/v1/privacy/visibility': { as: 'student', path: '/privacy/visibility' },
    'GET /api/v1/privacy/data-export': { as: 'student', path: '/privacy/data-export' },
    // The zip is built once by the export job (bench/routes-prepare.ts); each request streams the stored file.
    'GET /api/v1/privacy/data-export/{exportId}/download': {
      as: 'student',
      path: `/privacy/data-export/${p.dataExportId}/download`,
    },
    'GET /api/v1/notifications': { as: 'student', path: '/notifications?limit=20', target: 'daily' },
    'GET /api/v1/notifications/unread-count': {
      as: 'student',
      path: '/notifications/unread-count',
      target: 'daily',
    },

    'GET /api/v1/locations/countries': { as: 'student', path: '/locations/countries?limit=50' },
    'GET /api/v1/locations/cities': { as: 'student', path: `/locations/cities?limit=50&countryId=${p.kzId}` },
    'GET /api/v1/admin/locations/countries': { as: 'admin', path: '/admin/locations/countries?limit=50' },
    'GET /api/v1/admin/locations/countries/{id}': { as: 'admin', path: `/admin/locations/countries/${p.kzId}` },
    'GET /api/v1/admin/locations/cities': {
      as: 'admin',
      path: `/admin/locations/cities?limit=50&countryId=${p.kzId}`,
    },
    'GET /api/v1/admin/locations/cities/{id}': { as: 'admin', path: `/admin/locations/cities/${p.cityId}` },

    'GET /api/v1/institutions': [
      { name: 'GET /institutions (catalogue, first page)', as: 'student', path: '/institutions?limit=20' },
      {
        name: 'GET /institutions?q= (search)',
        as: 'student',
        path: `/institutions?limit=20&q=${q('бенч университет 12')}`,
      },
    ],
    'GET /api/v1/institutions/{id}': { as: 'student', path: `/institutions/${p.institutionId}` },
    'GET /api/v1/institutions/{id}/fit': { as: 'pro', path: `/institutions/${p.institutionId}/fit` },
    'POST /api/v1/enrollment-analyses': {
      name: 'POST /enrollment-analyses (8 institutions)',
      as: 'pro',
      method: 'POST',
      path: '/enrollment-analyses',
      body: { countryId: p.kzId, institutionIds: p.eightInstitutions },
      target: 'enrollment',
    },
    'GET /api/v1/enrollment-analyses': { as: 'pro', path: '/enrollment-analyses?limit=20' },
    'GET /api/v1/enrollment-analyses/{id}': { as: 'pro', path: `/enrollment-analyses/${p.analysisId}` },
    'GET /api/v1/admin/institutions': { as: 'admin', path: '/admin/institutions?limit=20' },
    'GET /api/v1/admin/institutions/{id}': { as: 'admin', path: `/admin/institutions/${p.institutionId}` },
    'GET /api/v1/admin/admission/rules': { as: 'admin', path: '/admin/admission/rules' },
    'GET /api/v1/admin/admission/gops': { as: 'admin', path: '/admin/admission/gops' },
    'GET /api/v1/admin/admission/cutoffs': { as: 'admin', path: '/admin/admission/cutoffs?limit=20' },
    'GET /api/v1/admin/admission/cutoffs/template': {
      as: 'admin',
      path: '/admin/admission/cutoffs/template?lang=ru',
      target: 'file',
    },
    'GET /api/v1/admin/admission/cutoffs/export': {
      as: 'admin',
      path: '/admin/admission/cutoffs/export?lang=ru',
      target: 'file',
    },
    'GET /api/v1/admin/admission/audit': { as: 'admin', path: '/admin/admission/audit?limit=20' },

    'GET /api/v1/careers/gate': { as: 'student', path: '/careers/gate' },
    'GET /api/v1/careers/professions': { as: 'student', path: `/careers/professions?limit=20&q=${q('инж')}` },
    'GET /api/v1/careers/plans': { as: 'student', path: '/careers/plans?limit=20', target: 'daily' },
    'GET /api/v1/careers/plans/{id}': { as: 'student', path: `/careers/plans/${p.planId}`, target: 'daily' },
    // Opened with the plan page: the mentor's review and comments (bench/routes-prepare.ts writes them).
    'GET /api/v1/careers/plans/{id}/review': {
      as: 'student',
      path: `/careers/plans/${p.planId}/review`,
      target: 'daily',
    },
    'GET /api/v1/careers/plans/{id}/report.pdf': {
      as: 'student',
      path: `/careers/plans/${p.planId}/report.pdf?locale=ru`,
      target: 'file',
    },
    'GET /api/v1/careers/plans/{id}/calendar.ics': {
      as: 'student',
      path: `/careers/plans/${p.planId}/calendar.ics?locale=ru`,
    },
    'PUT /api/v1/careers/plans/{id}/subtasks/{subtaskId}': {
      name: 'PUT subtask tick (a subtask each)',
      as: 'student',
      target: 'daily',
      requests: each(p.subtaskIds, (subtaskId, i) => ({
        method: 'PUT',
        path: `/careers/plans/${p.planId}/subtasks/${subtaskId}`,
        body: { done: Math.floor(i / p.subtaskIds.length) % 2 === 0 },
      })),
    },

    'GET /api/v1/admin/organizations': { as: 'admin', path: '/admin/organizations?limit=20' },
    'GET /api/v1/admin/organizations/{id}': { as: 'orgAdmin', path: org },
    'GET /api/v1/admin/organizations/{id}/members': [
      { name: 'GET members, first page (50,000 students)', as: 'orgAdmin', path: members, target: 'members' },
      {
        name: 'GET members, group+status filter',
        as: 'orgAdmin',
        path: `${members}&groupId=${p.groupId}&status=ACTIVE`,
        target: 'members',
      },
      { name: 'GET members, search q=ахмет', as: 'orgAdmin', path: `${members}&q=${q('ахмет')}`, target: 'members' },
      {
        // One student in six, all sorting last (Latin after Cyrillic): the longest walk of the sort index.
        name: 'GET members, search q=ospanov (matches last in the order)',
        as: 'orgAdmin',
        path: `${members}&q=ospanov`,
        target: 'members',
      },
    ],
    'GET /api/v1/admin/organizations/{id}/members/export': {
      name: 'GET members export (one group, xlsx)',
      as: 'orgAdmin',
      path: `${org}/members/export?role=ORG_STUDENT&groupId=${p.groupId}`,
      target: 'file',
    },
    'GET /api/v1/admin/organizations/{id}/activation-codes': {
      name: 'GET current activation codes (one group)',
      as: 'orgAdmin',
      path: `${org}/activation-codes?role=ORG_STUDENT&groupId=${p.groupId}`,
      target: 'file',
    },
    'GET /api/v1/admin/organizations/{id}/members/{memberId}': {
      as: 'orgAdmin',
      path: `${org}/members/${p.memberId}`,
    },
    'GET /api/v1/admin/organizations/{id}/groups': { as: 'orgAdmin', path: `${org}/groups` },
    'GET /api/v1/admin/organizations/{id}/import/{role}/template': {
      as: 'orgAdmin',
      path: `${org}/import/ORG_STUDENT/template?lang=ru`,
      target: 'file',
    },
    'GET /api/v1/admin/organizations/{id}/import/jobs/{jobId}': {
      as: 'orgAdmin',
      path: `${org}/import/jobs/${p.importJobId}`,
    },
    'GET /api/v1/admin/organizations/{id}/import/jobs/{jobId}/codes': {
      as: 'orgAdmin',
      path: `${org}/import/jobs/${p.importJobId}/codes`,
      target: 'file',
    },
    'GET /api/v1/admin/organizations/{id}/analytics': [
      { name: 'GET org analytics (50,000 students)', as: 'orgAdmin', path: `${org}/analytics`, target: 'analytics' },
      {
        name: 'GET org analytics, one group',
        as: 'orgAdmin',
        path: `${org}/analytics?groupId=${p.groupId}`,
        target: 'analytics',
      },
    ],
    'GET /api/v1/admin/organizations/{id}/analytics/export': {
      as: 'orgAdmin',
      path: `${org}/analytics/export?groupId=${p.groupId}&lang=ru`,
      target: 'file',
    },
    'GET /api/v1/admin/organizations/{id}/analytics/students/{studentId}': {
      as: 'orgAdmin',
      path: `${org}/analytics/students/${p.memberId}`,
    },
    'GET /api/v1/admin/organizations/{id}/analytics/students/{studentId}/export': {
      name: 'GET student analytics export (xlsx)',
      as: 'orgAdmin',
      path: `${org}/analytics/students/${p.memberId}/export?lang=ru`,
      target: 'file',
    },
    'GET /api/v1/admin/organizations/{id}/analytics/students/{studentId}/plans/{planId}': {
      name: 'GET mentor plan (reviewed, commented)',
      as: 'orgAdmin',
      path: `${org}/analytics/students/${p.memberId}/plans/${p.planId}`,
    },
    'GET /api/v1/admin/analytics': { as: 'admin', path: '/admin/analytics' },
    'GET /api/v1/admin/analytics/export': { as: 'admin', path: '/admin/analytics/export?lang=ru', target: 'file' },

    'GET /api/v1/projects': [
      { name: 'GET /projects (All, first page)', as: 'student', path: '/projects?limit=20', target: 'daily' },
      { name: 'GET /projects?tab=recommended', as: 'student', path: '/projects?tab=recommended&limit=20' },
      { name: 'GET /projects?q= (search)', as: 'student', path: `/projects?q=${q('робот')}&limit=20` },
    ],
    'GET /api/v1/projects/draft': { as: 'student', path: '/projects/draft' },
    'GET /api/v1/projects/{id}': { as: 'student', path: `/projects/${p.projectId}`, target: 'daily' },
    'GET /api/v1/projects/{id}/members': { as: 'student', path: `/projects/${p.projectId}/members?limit=20` },
    'GET /api/v1/projects/{id}/applications': {
      as: 'pro',
      path: `/projects/${p.ownProjectId}/applications?limit=20`,
    },
    'GET /api/v1/projects/{id}/invite-candidates': {
      as: 'pro',
      path: `/projects/${p.ownProjectId}/invite-candidates?q=${q('bench_user_1')}`,
    },
    'GET /api/v1/projects/{id}/posts': { as: 'student', path: `/projects/${p.projectId}/posts?limit=20` },
    'POST /api/v1/projects/{id}/applications': {
      name: 'POST /projects/:id/applications (a project each)',
      as: 'student',
      requests: each(p.applyProjectIds, (id) => ({
        method: 'POST',
        path: `/projects/${id}/applications`,
        body: { message: 'Хочу в команду' },
      })),
    },

    'GET /api/v1/plans': { as: 'student', path: '/plans' },
    'GET /api/v1/billing': { as: 'student', path: '/billing' },
    'GET /api/v1/admin/billing/plans': { as: 'admin', path: '/admin/billing/plans' },
    'GET /api/v1/admin/billing/upgrade-requests': { as: 'admin', path: '/admin/billing/upgrade-requests?limit=20' },
    'GET /api/v1/admin/organization-applications': { as: 'admin', path: '/admin/organization-applications?limit=20' },
    'GET /api/v1/admin/users': [
      { name: 'GET /admin/users (first page)', as: 'admin', path: '/admin/users?limit=20' },
      { name: 'GET /admin/users?q=', as: 'admin', path: `/admin/users?limit=20&q=${q('bench_user_12')}` },
    ],
    'GET /api/v1/admin/users/{id}': { as: 'admin', path: `/admin/users/${p.studentUserId}` },
  };
}
