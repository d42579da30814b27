import { APPLICATION_STATUSES, INVITATION_STATUSES, PROJECT_ROLES, PROJECT_STATUSES } from '@bagdar/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './social.ts';
import { users } from './users.ts';

/**
 * Projects with team recruitment. Counts shown in the catalogue (members, posts, likes)
 * are maintained columns; `popularity` is derived from them in the row (a generated column) so the
 * Popular tab is a keyset scan over `projects_popularity_idx`. Project posts are the feed's posts,
 * linked through `project_posts` (its count moves by trigger, so a post deleted from the feed is
 * uncounted too). Media columns are plain uuids checked by the media module's `findOwnedMedia`.
 */
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const projectRoleEnum = pgEnum('project_role', PROJECT_ROLES);
export const projectApplicationStatusEnum = pgEnum('project_application_status', APPLICATION_STATUSES);
export const projectInvitationStatusEnum = pgEnum('project_invitation_status', INVITATION_STATUSES);

export interface TStoredSocials {
  website: string | null;
  github: string | null;
  linkedin: string | null;
  twitter: string | null;
  telegram: string | null;
}

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who created it; ownership itself lives in project_members (role OWNER). */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    bio: text('bio').notNull(),
    objectives: text('objectives').array().notNull(),
    skills: text('skills').array().notNull(),
    interests: text('interests').array().notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socials: jsonb('socials').$type<TStoredSocials>().notNull(),
    bannerMediaId: uuid('banner_media_id'),
    logoMediaId: uuid('logo_media_id'),
    status: projectStatusEnum('status').notNull().default('RECRUITING'),
    memberCount: integer('member_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`member_count * 3 + post_count * 2 + like_count`),
    /** lower(name || ' ' || description), for the trigram search index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('projects_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('projects_interests_idx').using('gin', t.interests),
    index('projects_categories_idx').using('gin', t.categories),
    index('projects_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const projectGallery = pgTable(
  'project_gallery',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.mediaId] })],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: projectRoleEnum('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_project_joined_idx').on(t.projectId, t.joinedAt, t.userId),
    index('project_members_user_joined_idx').on(
      t.userId,
      t.joinedAt.desc().nullsFirst(),
      t.projectId.desc().nullsFirst(),
    ),
  ],
);

export const projectApplications = pgTable(
  'project_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: projectApplicationStatusEnum('status').notNull().default('PENDING'),
    /** The role given on acceptance. */
    role: projectRoleEnum('role'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_applications_pending_uq')
      .on(t.projectId, t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('project_applications_project_pending_idx')
      .on(t.projectId, t.createdAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: projectRoleEnum('role').notNull(),
    status: projectInvitationStatusEnum('status').notNull().default('PENDING'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_invitations_pending_uq')
      .on(t.projectId, t.userId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** One wizard draft per user, resumed on any device. */
export const projectDrafts = pgTable('project_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  step: smallint('step').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const projectLikes = pgTable(
  'project_likes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** A feed post written on a project's page. */
export const projectPosts = pgTable(
  'project_posts',
  {
    postId: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('project_posts_project_created_idx').on(
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.postId.desc().nullsFirst(),
    ),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
