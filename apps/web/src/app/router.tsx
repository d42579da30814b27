import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type * as LegalPageModule from '../features/legal/components/legal-page.tsx';
import type * as OrgPagesModule from './routes/organizations/organization-pages.tsx';
import type * as AnalyticsPagesModule from './routes/organizations/analytics-pages.tsx';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { loadAppTexts } from '../lib/app-texts.ts';
import { PAGE_TEXT_GROUPS, type TPageTextGroup } from '../lib/text-groups.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { createGuardLoader } from './guard.ts';
import { BlankLayout } from './layouts/blank-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import {
  ROUTE_TABLE,
  type TAuthPage,
  type TCatalogPage,
  type TFeaturePage,
  type TLayout,
  type TOrgPage,
  type TPage,
  type TRouteSpec,
} from './route-table.ts';

type TLazyRoute = () => Promise<{ Component: ComponentType }>;
type TLegalModule = typeof LegalPageModule;

const LEGAL_PAGES: Record<'privacy' | 'offer' | 'terms', (m: TLegalModule) => ComponentType> = {
  privacy: (m) => m.PrivacyPage,
  offer: (m) => m.OfferPage,
  terms: (m) => m.TermsPage,
};

const AUTH_PAGES: Record<TAuthPage, TLazyRoute> = {
  login: () => import('./routes/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('./routes/auth/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
  forgotPassword: () =>
    import('./routes/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () =>
    import('./routes/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  verifyEmail: () => import('./routes/auth/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  onboarding: () => import('./routes/auth/onboarding-page.tsx').then((m) => ({ Component: m.OnboardingPage })),
};

const FEATURE_PAGES: Record<TFeaturePage, TLazyRoute> = {
  feed: () => import('./routes/feed/feed-page.tsx').then((m) => ({ Component: m.FeedPage })),
  feedPosts: () => import('./routes/feed/post-search-page.tsx').then((m) => ({ Component: m.PostSearchPage })),
  tests: () => import('./routes/tests/tests-page.tsx').then((m) => ({ Component: m.TestsPage })),
  test: () => import('./routes/tests/test-page.tsx').then((m) => ({ Component: m.TestPage })),
  testQuestion: () => import('./routes/tests/question-page.tsx').then((m) => ({ Component: m.QuestionPage })),
  personality: () =>
    import('./routes/personality/personality-page.tsx').then((m) => ({ Component: m.PersonalityPage })),
  notifications: () =>
    import('./routes/notifications/notifications-page.tsx').then((m) => ({ Component: m.NotificationsPage })),
  profile: () => import('./routes/profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  settings: () => import('./routes/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
  institutions: () =>
    import('./routes/institutions/institutions-page.tsx').then((m) => ({ Component: m.InstitutionsPage })),
  institution: () =>
    import('./routes/institutions/institution-page.tsx').then((m) => ({ Component: m.InstitutionPage })),
  careers: () => import('./routes/careers/careers-page.tsx').then((m) => ({ Component: m.CareersPage })),
  career: () => import('./routes/careers/career-page.tsx').then((m) => ({ Component: m.CareerPage })),
  projects: () => import('./routes/projects/projects-page.tsx').then((m) => ({ Component: m.ProjectsPage })),
  projectCreate: () =>
    import('./routes/projects/project-create-page.tsx').then((m) => ({ Component: m.ProjectCreatePage })),
  project: () => import('./routes/projects/project-page.tsx').then((m) => ({ Component: m.ProjectPage })),
  projectEdit: () => import('./routes/projects/project-edit-page.tsx').then((m) => ({ Component: m.ProjectEditPage })),
  billing: () => import('./routes/billing-page.tsx').then((m) => ({ Component: m.BillingPage })),
  orgApply: () => import('./routes/org-apply-page.tsx').then((m) => ({ Component: m.OrgApplyPage })),
  adminUsers: () => import('./routes/admin/admin-users-page.tsx').then((m) => ({ Component: m.AdminUsersPage })),
  adminUser: () => import('./routes/admin/admin-user-page.tsx').then((m) => ({ Component: m.AdminUserPage })),
  adminPlans: () => import('./routes/admin/admin-plans-page.tsx').then((m) => ({ Component: m.AdminPlansPage })),
  adminModeration: () =>
    import('./routes/admin/admin-moderation-page.tsx').then((m) => ({ Component: m.AdminModerationPage })),
  adminWords: () => import('./routes/admin/admin-words-page.tsx').then((m) => ({ Component: m.AdminWordsPage })),
  adminAudit: () => import('./routes/admin/admin-audit-page.tsx').then((m) => ({ Component: m.AdminAuditPage })),
};

/** The texts a page loads with its code, beside the app's own (lib/text-groups.ts). */
function textGroupsOf(page: TPage): TPageTextGroup[] {
  switch (page.kind) {
    case 'landing':
      return ['landing'];
    case 'legal':
      return ['legal'];
    case 'catalog':
      return ['admin', 'catalog'];
    case 'organization':
      return ['organizations'];
    case 'paywall':
      return ['paywall'];
    case 'feature':
      return FEATURE_TEXTS[page.page] ?? [];
    case 'auth':
      return [];
  }
}

const FEATURE_TEXTS: Partial<Record<TFeaturePage, TPageTextGroup[]>> = {
  tests: ['tests'],
  test: ['tests'],
  testQuestion: ['tests'],
  personality: ['personality'],
  careers: ['careers'],
  career: ['careers'],
  institutions: ['institutions', 'catalog'],
  institution: ['institutions', 'catalog'],
  projects: ['projects'],
  projectCreate: ['projects'],
  project: ['projects'],
  projectEdit: ['projects'],
  profile: ['projects'],
  settings: ['settings'],
  billing: ['billing'],
  adminUsers: ['admin', 'orgApplication'],
  adminUser: ['admin', 'orgApplication'],
  adminPlans: ['admin'],
  adminModeration: ['moderation'],
  adminWords: ['admin', 'moderation'],
  adminAudit: ['admin', 'moderation'],
  orgApply: ['orgApplication'],
};

function lazyPage(page: TPage): TLazyRoute {
  const load = pageCode(page);
  const texts = textGroupsOf(page).flatMap((group) => PAGE_TEXT_GROUPS[group]);
  if (texts.length === 0) return load;
  return () => Promise.all([load(), loadAppTexts(texts)]).then(([route]) => route);
}

function pageCode(page: TPage): TLazyRoute {
  switch (page.kind) {
    case 'auth':
      return AUTH_PAGES[page.page];
    case 'feature':
      return FEATURE_PAGES[page.page];
    case 'paywall':
      return () => import('./routes/paywall-page.tsx').then((m) => ({ Component: m.PaywallPage }));
    case 'catalog':
      return CATALOG_PAGES[page.page];
    case 'organization':
      return ORG_PAGES[page.page];
    case 'landing':
      return () => import('./routes/landing-route.tsx').then((m) => ({ Component: m.LandingRoute }));
    case 'legal':
      return () =>
        import('../features/legal/components/legal-page.tsx').then((m) => ({
          Component: LEGAL_PAGES[page.document](m),
        }));
  }
}

const CATALOG_PAGES: Record<TCatalogPage, TLazyRoute> = {
  tests: () => import('./routes/admin/admin-tests-page.tsx').then((m) => ({ Component: m.AdminTestsPage })),
  testCreate: () =>
    import('./routes/admin/admin-test-create-page.tsx').then((m) => ({ Component: m.AdminTestCreatePage })),
  testCategories: () =>
    import('./routes/admin/admin-test-categories-page.tsx').then((m) => ({ Component: m.AdminTestCategoriesPage })),
  test: () => import('./routes/admin/admin-test-page.tsx').then((m) => ({ Component: m.AdminTestPage })),
  professions: () =>
    import('./routes/admin/admin-professions-page.tsx').then((m) => ({ Component: m.AdminProfessionsPage })),
  professionCreate: () =>
    import('./routes/admin/admin-profession-create-page.tsx').then((m) => ({ Component: m.AdminProfessionCreatePage })),
  profession: () =>
    import('./routes/admin/admin-profession-page.tsx').then((m) => ({ Component: m.AdminProfessionPage })),
  materials: () => import('./routes/admin/admin-materials-page.tsx').then((m) => ({ Component: m.AdminMaterialsPage })),
  institutions: () =>
    import('./routes/admin/admin-institutions-page.tsx').then((m) => ({ Component: m.AdminInstitutionsPage })),
  institutionCreate: () =>
    import('./routes/admin/admin-institution-create-page.tsx').then((m) => ({
      Component: m.AdminInstitutionCreatePage,
    })),
  institution: () =>
    import('./routes/admin/admin-institution-page.tsx').then((m) => ({ Component: m.AdminInstitutionPage })),
  countries: () => import('./routes/admin/admin-countries-page.tsx').then((m) => ({ Component: m.AdminCountriesPage })),
  cities: () => import('./routes/admin/admin-cities-page.tsx').then((m) => ({ Component: m.AdminCitiesPage })),
  admission: () => import('./routes/admin/admin-admission-page.tsx').then((m) => ({ Component: m.AdminAdmissionPage })),
};

const orgRoute =
  (name: keyof typeof OrgPagesModule): TLazyRoute =>
  () =>
    import('./routes/organizations/organization-pages.tsx').then((m) => ({ Component: m[name] }));

const analyticsRoute =
  (name: keyof typeof AnalyticsPagesModule): TLazyRoute =>
  () =>
    import('./routes/organizations/analytics-pages.tsx').then((m) => ({ Component: m[name] }));

const ORG_PAGES: Record<TOrgPage, TLazyRoute> = {
  organizations: orgRoute('OrganizationsPage'),
  organizationCreate: orgRoute('OrganizationCreatePage'),
  organization: orgRoute('OrganizationPage'),
  organizationEdit: orgRoute('OrganizationEditPage'),
  organizationStudents: orgRoute('OrganizationStudentsPage'),
  organizationStudentsUpload: orgRoute('OrganizationStudentsUploadPage'),
  organizationGroups: orgRoute('OrganizationGroupsPage'),
  organizationStaff: orgRoute('OrganizationStaffPage'),
  organizationStaffUpload: orgRoute('OrganizationStaffUploadPage'),
  organizationTeachersUpload: orgRoute('OrganizationTeachersUploadPage'),
  activate: orgRoute('ActivationPage'),
  analytics: analyticsRoute('AnalyticsPage'),
  organizationAnalytics: analyticsRoute('OrganizationAnalyticsPage'),
  organizationStudentAnalytics: analyticsRoute('OrganizationStudentAnalyticsPage'),
};

/**
 * Data a page shows first, asked for beside its guard's `GET /auth/me` rather than once its code has
 * rendered: one round trip less before the feed's posts show (decision 014). The query cache keeps the
 * answer for the page; a visitor the guard turns away has made one request for nothing.
 */
const PAGE_DATA: Partial<Record<TFeaturePage, (client: QueryClient, url: URL) => Promise<void>>> = {
  feed: async (client, url) => {
    const { postsQueryOptions } = await import('../features/feed/api/get-posts.ts');
    const topic = url.searchParams.get('topic')?.trim() || undefined;
    await client.prefetchInfiniteQuery(postsQueryOptions({ topic }));
  },
};

function toRoute(spec: TRouteSpec, client: QueryClient): RouteObject {
  const guarded = Object.keys(spec.flags).length > 0 || spec.page.kind === 'auth';
  const guard = guarded ? createGuardLoader(spec.flags, client) : null;
  const prefetch = spec.page.kind === 'feature' ? PAGE_DATA[spec.page.page] : undefined;
  return {
    path: spec.path,
    handle: { flags: spec.flags },
    ...(guard
      ? {
          loader: prefetch
            ? (args: LoaderFunctionArgs) => {
                void prefetch(client, new URL(args.request.url));
                return guard(args);
              }
            : guard,
        }
      : {}),
    lazy: lazyPage(spec.page),
  };
}

// The layouts load with their first page, so the landing (blank layout) never loads the app shell.
const LAYOUTS = {
  auth: () => import('./layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  app: () => import('./layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
  admin: () => import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
  simple: () => import('./layouts/simple-layout.tsx').then((m) => ({ Component: m.SimpleLayout })),
} satisfies Record<string, TLazyRoute>;

const ERROR_CODES = ['404', '403', '500'] as const;
const errorPage =
  (code: (typeof ERROR_CODES)[number]): TLazyRoute =>
  () =>
    import('./routes/error-page.tsx').then(({ ErrorPage }) => ({ Component: () => <ErrorPage code={code} /> }));

/** The route tree: layouts as pathless parents, every page of the route table under its layout. */
export function buildRoutes(client: QueryClient = defaultQueryClient): RouteObject[] {
  const pages = (layout: TLayout) => ROUTE_TABLE.filter((r) => r.layout === layout).map((r) => toRoute(r, client));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: FullPageLoader,
      children: [
        { Component: BlankLayout, children: pages('blank') },
        { lazy: LAYOUTS.auth, children: pages('auth') },
        {
          lazy: LAYOUTS.app,
          children: [{ path: '/app', loader: () => redirect('/app/feed'), Component: FullPageLoader }, ...pages('app')],
        },
        {
          lazy: LAYOUTS.admin,
          children: [
            { path: '/admin', loader: () => redirect('/admin/analytics'), Component: FullPageLoader },
            ...pages('admin'),
          ],
        },
        {
          lazy: LAYOUTS.simple,
          children: ERROR_CODES.map((code) => ({ path: `/errors/${code}`, lazy: errorPage(code) })),
        },
        { path: '*', loader: () => redirect('/errors/404'), Component: FullPageLoader },
      ],
    },
  ];
}

export function createAppRouter(client: QueryClient = defaultQueryClient) {
  return createBrowserRouter(buildRoutes(client));
}
