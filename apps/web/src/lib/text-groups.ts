/**
 * The namespaces of the texts that only some pages read, by group: each group loads with its pages
 * (app/router.tsx), in a chunk of its own per language (vite.config.ts); the app loads the rest before
 * it renders (lib/i18n.ts). Decision 014: the app's texts were 40 KB gzip of every signed-in page's
 * first load, a third of them the admin's and the organisations'.
 */
export const PAGE_TEXT_GROUPS = {
  landing: ['landing'],
  legal: ['legal'],
  /** The admin's users, plans, tests and institution catalogues. */
  admin: ['admin-billing', 'admin-institutions', 'admin-tests', 'admin-users'],
  /** The reports queue, the word filter's lists and the audit log. */
  moderation: ['moderation'],
  /** An organisation's licence application: its form, and the admin's list of them. */
  orgApplication: ['org-application'],
  organizations: ['organizations', 'analytics'],
  tests: ['tests'],
  personality: ['personality'],
  careers: ['careers'],
  institutions: ['institutions'],
  /** The catalogue's labels: the admin's catalogue pages and the institutions' pages read them. */
  catalog: ['admin-catalog'],
  /** The projects' pages and the profile, which lists a person's projects. */
  projects: ['projects'],
  settings: ['settings'],
  billing: ['billing'],
  paywall: ['paywall'],
} as const satisfies Record<string, readonly string[]>;

export type TPageTextGroup = keyof typeof PAGE_TEXT_GROUPS;

/** The group a namespace loads with, or null for the app's own. */
export function pageTextGroup(namespace: string): TPageTextGroup | null {
  for (const [group, namespaces] of Object.entries(PAGE_TEXT_GROUPS) as [TPageTextGroup, readonly string[]][]) {
    if (namespaces.includes(namespace)) return group;
  }
  return null;
}
