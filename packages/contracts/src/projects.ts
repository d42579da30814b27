import { z } from 'zod';
import { INTERESTS } from './enums.ts';
import { LIMITS } from './limits.ts';
import { ZMedia } from './media.ts';
import { ZAuthor } from './social.ts';

/**
 * Projects with team recruitment: a catalogue, a five-step creation wizard with a
 * server-side draft, project pages with members, posts (feed posts linked to the project),
 * applications and invitations. Lists are keyset-paginated: `?cursor=&limit=` → `{ items, nextCursor }`.
 */
export const PROJECT_STATUSES = ['RECRUITING', 'ACTIVE', 'COMPLETED', 'ARCHIVED'] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_ROLES = ['OWNER', 'MAINTAINER', 'MEMBER'] as const;
export type TProjectRole = (typeof PROJECT_ROLES)[number];

export const PROJECT_CATEGORIES = [
  'SCIENCE',
  'TECHNOLOGY',
  'EDUCATION',
  'SOCIAL',
  'ART',
  'BUSINESS',
  'ENVIRONMENT',
  'HEALTH',
  'SPORTS',
  'MEDIA',
] as const;
export type TProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_TABS = ['all', 'recommended', 'popular'] as const;
export type TProjectTab = (typeof PROJECT_TABS)[number];

export const SOCIAL_NETWORKS = ['website', 'github', 'linkedin', 'twitter', 'telegram'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const PROJECT_LIMITS = {
  nameMin: LIMITS.projectNameMin,
  nameMax: LIMITS.projectNameMax,
  descriptionMin: LIMITS.projectDescriptionMin,
  descriptionMax: LIMITS.projectDescriptionMax,
  bioMin: LIMITS.projectBioMin,
  bioMax: 5000,
  objectivesMax: 10,
  objectiveMax: 200,
  skillsMax: 15,
  skillMax: 40,
  interestsMax: 10,
  categoriesMax: 3,
  galleryMax: 12,
  galleryNewOnEdit: LIMITS.projectGalleryNewOnEdit,
  urlMax: 300,
  messageMax: 500,
  searchMax: 100,
  pageSizeDefault: 12,
  pageSizeMax: 50,
  /** A project counts as popular from this score (members x3 + posts x2 + likes). */
  popularScore: 20,
} as const;

const HOSTS: Record<Exclude<TSocialNetwork, 'website'>, string[]> = {
  github: ['github.com'],
  linkedin: ['linkedin.com'],
  twitter: ['twitter.com', 'x.com'],
  telegram: ['t.me', 'telegram.me'],
};

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const TELEGRAM_HANDLE = /^@([A-Za-z][A-Za-z0-9_]{4,31})$/;

/**
 * A social link checked for its network: `null` when it is not acceptable. A Telegram
 * `@username` becomes `https://t.me/username`; the host must be the network's (or a subdomain).
 */
export function normalizeSocialLink(network: TSocialNetwork, raw: string): string | null {
  const value = raw.trim();
  if (network === 'telegram') {
    const handle = TELEGRAM_HANDLE.exec(value);
    if (handle) return `https://t.me/${handle[1]}`;
  }
  const url = parseHttpUrl(value);
  if (!url || !url.hostname.includes('.')) return null;
  if (network === 'website') return url.toString();
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const ok = HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
  if (!ok || url.pathname.replace(/\/+$/, '') === '') return null;
  return url.toString();
}

const socialField = (network: TSocialNetwork) =>
  z
    .string()
    .trim()
    .max(PROJECT_LIMITS.urlMax, { error: `social_${network}_invalid` })
    .transform((value, ctx) => {
      if (value === '') return null;
      const link = normalizeSocialLink(network, value);
      if (link === null) {
        ctx.addIssue({ code: 'custom', message: `social_${network}_invalid` });
        return z.NEVER;
      }
      return link;
    })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

export const ZProjectSocials = z.object({
  website: socialField('website'),
  github: socialField('github'),
  linkedin: socialField('linkedin'),
  twitter: socialField('twitter'),
  telegram: socialField('telegram'),
});
export type TProjectSocials = z.output<typeof ZProjectSocials>;
export type TProjectSocialsInput = z.input<typeof ZProjectSocials>;

const unique = <T>(list: T[]) => new Set(list).size === list.length;
const mediaId = z.string().max(64);

/** Step 1 of the wizard: basic info. */
export const ZProjectBasics = z.object({
  name: z
    .string()
    .trim()
    .min(PROJECT_LIMITS.nameMin, { error: 'project_name_too_short' })
    .max(PROJECT_LIMITS.nameMax, { error: 'project_name_too_long' }),
  description: z
    .string()
    .trim()
    .min(PROJECT_LIMITS.descriptionMin, { error: 'project_description_too_short' })
    .max(PROJECT_LIMITS.descriptionMax, { error: 'project_description_too_long' }),
  categories: z
    .array(z.enum(PROJECT_CATEGORIES, { error: 'project_category_invalid' }))
    .max(PROJECT_LIMITS.categoriesMax, { error: 'project_categories_too_many' })
    .refine(unique, { error: 'project_categories_duplicate' })
    .default([]),
});

/** Step 2: the story, objectives and socials. */
export const ZProjectDetails = z.object({
  bio: z
    .string()
    .trim()
    .min(PROJECT_LIMITS.bioMin, { error: 'project_bio_too_short' })
    .max(PROJECT_LIMITS.bioMax, { error: 'project_bio_too_long' }),
  objectives: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'project_objective_empty' })
        .max(PROJECT_LIMITS.objectiveMax, { error: 'project_objective_too_long' }),
    )
    .min(1, { error: 'project_objectives_required' })
    .max(PROJECT_LIMITS.objectivesMax, { error: 'project_objectives_too_many' }),
  socials: ZProjectSocials.default({ website: null, github: null, linkedin: null, twitter: null, telegram: null }),
});

/** Step 3: skills wanted and interests touched. */
export const ZProjectSkills = z.object({
  skills: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'project_skill_empty' })
        .max(PROJECT_LIMITS.skillMax, { error: 'project_skill_too_long' }),
    )
    .min(1, { error: 'project_skills_required' })
    .max(PROJECT_LIMITS.skillsMax, { error: 'project_skills_too_many' })
    .refine((list) => unique(list.map((s) => s.toLowerCase())), { error: 'project_skills_duplicate' }),
  interests: z
    .array(z.enum(INTERESTS, { error: 'interest_invalid' }))
    .min(1, { error: 'project_interests_required' })
    .max(PROJECT_LIMITS.interestsMax, { error: 'interests_too_many' })
    .refine(unique, { error: 'interests_duplicate' }),
});

/** Step 4: media uploaded through `POST /media?purpose=project`. */
export const ZProjectMedia = z.object({
  bannerMediaId: mediaId.nullable().default(null),
  logoMediaId: mediaId.nullable().default(null),
  galleryMediaIds: z
    .array(mediaId)
    .max(PROJECT_LIMITS.galleryMax, { error: 'project_gallery_too_many' })
    .refine(unique, { error: 'project_gallery_duplicate' })
    .default([]),
});

export const ZCreateProjectBody = ZProjectBasics.extend(ZProjectDetails.shape)
  .extend(ZProjectSkills.shape)
  .extend(ZProjectMedia.shape);
export type TCreateProjectBody = z.input<typeof ZCreateProjectBody>;
export type TCreateProject = z.output<typeof ZCreateProjectBody>;

/** The edit page sends every field and the status; at most 3 gallery images new to the project per edit. */
export const ZUpdateProjectBody = ZCreateProjectBody.extend({
  status: z.enum(PROJECT_STATUSES, { error: 'project_status_invalid' }),
});
export type TUpdateProjectBody = z.input<typeof ZUpdateProjectBody>;

/** A draft is whatever the wizard holds, checked only for size; the step it was left on. */
export const ZProjectDraftData = z.object({
  name: z
    .string()
    .max(PROJECT_LIMITS.nameMax * 2)
    .optional(),
  description: z
    .string()
    .max(PROJECT_LIMITS.descriptionMax * 2)
    .optional(),
  categories: z.array(z.enum(PROJECT_CATEGORIES)).max(PROJECT_CATEGORIES.length).optional(),
  bio: z
    .string()
    .max(PROJECT_LIMITS.bioMax * 2)
    .optional(),
  objectives: z
    .array(z.string().max(PROJECT_LIMITS.objectiveMax * 2))
    .max(PROJECT_LIMITS.objectivesMax * 2)
    .optional(),
  socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string().max(PROJECT_LIMITS.urlMax * 2)).optional(),
  skills: z
    .array(z.string().max(PROJECT_LIMITS.skillMax * 2))
    .max(PROJECT_LIMITS.skillsMax * 2)
    .optional(),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).optional(),
  bannerMediaId: mediaId.nullable().optional(),
  logoMediaId: mediaId.nullable().optional(),
  galleryMediaIds: z.array(mediaId).max(PROJECT_LIMITS.galleryMax).optional(),
});
export type TProjectDraftData = z.infer<typeof ZProjectDraftData>;
export const ZSaveDraftBody = z.object({ data: ZProjectDraftData, step: z.number().int().min(0).max(4) });
export type TSaveDraftBody = z.infer<typeof ZSaveDraftBody>;
export const ZProjectDraft = z.object({
  data: ZProjectDraftData,
  step: z.number().int(),
  /** Media of the draft, so the wizard can show what was uploaded on another device. */
  media: z.array(ZMedia),
  updatedAt: z.string(),
});
export type TProjectDraft = z.infer<typeof ZProjectDraft>;
export const ZProjectDraftResponse = z.object({ draft: ZProjectDraft.nullable() });

export const ZProjectsQuery = z.object({
  tab: z.enum(PROJECT_TABS).default('all'),
  q: z
    .string()
    .trim()
    .min(LIMITS.searchMin, { error: 'search_too_short' })
    .max(PROJECT_LIMITS.searchMax, { error: 'search_too_long' })
    .optional(),
  category: z.enum(PROJECT_CATEGORIES).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  /** A username: that user's projects (the profile's Projects tab). */
  member: z.string().trim().min(1).max(LIMITS.usernameMax).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_LIMITS.pageSizeMax).default(PROJECT_LIMITS.pageSizeDefault),
});
export type TProjectsQuery = z.input<typeof ZProjectsQuery>;

export const ZProjectCard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  categories: z.array(z.enum(PROJECT_CATEGORIES)),
  skills: z.array(z.string()),
  interests: z.array(z.enum(INTERESTS)),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  memberCount: z.number().int(),
  postCount: z.number().int(),
  likeCount: z.number().int(),
  popular: z.boolean(),
  recommended: z.boolean(),
  /** With `member=`: that user's role in the project. */
  role: z.enum(PROJECT_ROLES).nullable(),
  createdAt: z.string(),
});
export type TProjectCard = z.infer<typeof ZProjectCard>;
export const ZProjectPage = z.object({ items: z.array(ZProjectCard), nextCursor: z.string().nullable() });
export type TProjectPage = z.infer<typeof ZProjectPage>;

export const APPLICATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const ZProject = ZProjectCard.extend({
  bio: z.string(),
  objectives: z.array(z.string()),
  socials: z.object({
    website: z.string().nullable(),
    github: z.string().nullable(),
    linkedin: z.string().nullable(),
    twitter: z.string().nullable(),
    telegram: z.string().nullable(),
  }),
  banner: ZMedia.nullable(),
  logo: ZMedia.nullable(),
  gallery: z.array(ZMedia),
  likedByMe: z.boolean(),
  myRole: z.enum(PROJECT_ROLES).nullable(),
  /** The viewer's pending application, if any (the apply button's "can withdraw" state). */
  myApplication: z.object({ id: z.string(), createdAt: z.string() }).nullable(),
  /** The viewer's pending invitation, answered on the page or from the notification. */
  myInvitation: z.object({ id: z.string(), role: z.enum(PROJECT_ROLES), invitedBy: ZAuthor }).nullable(),
  pendingApplications: z.number().int(),
  updatedAt: z.string(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectMember = z.object({ user: ZAuthor, role: z.enum(PROJECT_ROLES), joinedAt: z.string() });
export type TProjectMember = z.infer<typeof ZProjectMember>;
export const ZProjectMemberPage = z.object({ items: z.array(ZProjectMember), nextCursor: z.string().nullable() });

export const ZApplyBody = z.object({
  message: z.string().trim().max(PROJECT_LIMITS.messageMax, { error: 'project_message_too_long' }).default(''),
});
export type TApplyBody = z.input<typeof ZApplyBody>;
export const ZProjectApplication = z.object({
  id: z.string(),
  user: ZAuthor,
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  role: z.enum(PROJECT_ROLES).nullable(),
  createdAt: z.string(),
});
export type TProjectApplication = z.infer<typeof ZProjectApplication>;
export const ZProjectApplicationPage = z.object({
  items: z.array(ZProjectApplication),
  nextCursor: z.string().nullable(),
});
export const ZAcceptBody = z.object({ role: z.enum(PROJECT_ROLES, { error: 'project_role_invalid' }) });
export type TAcceptBody = z.infer<typeof ZAcceptBody>;

export const ZInviteBody = z.object({
  userId: z.string().max(64),
  role: z.enum(PROJECT_ROLES, { error: 'project_role_invalid' }),
});
export type TInviteBody = z.infer<typeof ZInviteBody>;
export const ZProjectInvitation = z.object({
  id: z.string(),
  projectId: z.string(),
  user: ZAuthor,
  role: z.enum(PROJECT_ROLES),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type TProjectInvitation = z.infer<typeof ZProjectInvitation>;
export const ZInvitationAnswer = z.object({
  status: z.enum(INVITATION_STATUSES),
  projectId: z.string(),
});

export const ZInviteCandidatesQuery = z.object({
  q: z
    .string()
    .trim()
    .min(LIMITS.searchMin, { error: 'search_too_short' })
    .max(PROJECT_LIMITS.searchMax, { error: 'search_too_long' }),
});
export const ZInviteCandidate = ZAuthor.extend({ invited: z.boolean() });
export const ZInviteCandidates = z.object({ items: z.array(ZInviteCandidate) });
export type TInviteCandidate = z.infer<typeof ZInviteCandidate>;

export const ZMemberRoleBody = ZAcceptBody;
export const ZProjectLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });

/** Why a project action was refused (`reason` of a 409/403), translated by the client. */
export const PROJECT_REFUSALS = [
  'already_applied',
  'already_member',
  'not_recruiting',
  'no_application',
  'already_decided',
  'already_invited',
  'last_owner',
  'not_member',
  'owner_only',
  'manager_only',
  'owner_role_by_owner',
  'gallery_too_many_new',
  'owner_removed_by_owner',
  'remove_self',
] as const;
export type TProjectRefusal = (typeof PROJECT_REFUSALS)[number];
