import { z } from 'zod';
import { ZDateOfBirth, ZInterests } from './auth.ts';
import { GENDERS, INTERESTS, LANGUAGE_PROFICIENCIES, ORGANIZATION_TYPES } from './enums.ts';
import { LIMITS } from './limits.ts';

/** Profiles, settings, academic data and certificates (spec §3, §5). */

export const GPA_SYSTEMS = ['FOUR', 'FIVE', 'TEN', 'HUNDRED'] as const;
export type TGpaSystem = (typeof GPA_SYSTEMS)[number];
export const GPA_MAX: Record<TGpaSystem, number> = { FOUR: 4, FIVE: 5, TEN: 10, HUNDRED: 100 };

/** The 4.0-scale value stored beside the original (linear conversion, two decimals). */
export function gpaOnFourScale(system: TGpaSystem, gpa: number): number {
  return Math.round((gpa / GPA_MAX[system]) * 4 * 100) / 100;
}

export const EXAM_RANGES = {
  ielts: { min: 0, max: 9, step: 0.5 },
  toefl: { min: 0, max: 120, step: 1 },
  sat: { min: 400, max: 1600, step: 10 },
  unt: { min: 0, max: 140, step: 1 },
} as const;

const exam = (key: keyof typeof EXAM_RANGES) => {
  const { min, max, step } = EXAM_RANGES[key];
  return (
    z
      .number({ error: `${key}_invalid` })
      .min(min, { error: `${key}_out_of_range` })
      .max(max, { error: `${key}_out_of_range` })
      .refine((v) => Math.abs(v / step - Math.round(v / step)) < 1e-9, { error: `${key}_step` })
      // Whole-number exams are whole numbers: 1e-323 passed the tolerance above and failed in the smallint column (500).
      .refine((v) => !Number.isInteger(step) || Number.isInteger(v), { error: `${key}_step` })
      .nullable()
  );
};

export const ZLanguageEntry = z.object({
  language: z.string().trim().min(2, { error: 'language_required' }).max(40),
  level: z.enum(LANGUAGE_PROFICIENCIES, { error: 'language_level_required' }),
});

export const ZAcademicBody = z
  .object({
    gpaSystem: z.enum(GPA_SYSTEMS, { error: 'gpaSystem_required' }),
    gpa: z.number({ error: 'gpa_invalid' }).min(0, { error: 'gpa_negative' }).nullable(),
    ielts: exam('ielts'),
    toefl: exam('toefl'),
    sat: exam('sat'),
    unt: exam('unt'),
    languages: z.array(ZLanguageEntry).max(LIMITS.languagesMax, { error: 'languages_too_many' }),
  })
  .refine((b) => b.gpa === null || b.gpa <= GPA_MAX[b.gpaSystem], { error: 'gpa_above_system', path: ['gpa'] })
  .superRefine((b, ctx) => {
    // A language once: a second row of it (in any letter case) is marked, not merged.
    const seen = new Set<string>();
    b.languages.forEach((entry, index) => {
      const key = entry.language.trim().toLocaleLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'language_duplicate', path: ['languages', index, 'language'] });
      }
      seen.add(key);
    });
  });
export type TAcademicBody = z.infer<typeof ZAcademicBody>;
export const ZAcademic = z.object({
  gpaSystem: z.enum(GPA_SYSTEMS),
  gpa: z.number().nullable(),
  gpa4: z.number().nullable(),
  ielts: z.number().nullable(),
  toefl: z.number().nullable(),
  sat: z.number().nullable(),
  unt: z.number().nullable(),
  // The stored entry as written; ZLanguageEntry's trim() would rewrite every answer (decision record 015).
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_PROFICIENCIES) })),
});
export type TAcademic = z.infer<typeof ZAcademic>;

export const ZProfileBody = z.object({
  firstName: z.string().trim().min(LIMITS.nameMin, { error: 'firstName_too_short' }).max(LIMITS.nameMax),
  lastName: z.string().trim().min(LIMITS.nameMin, { error: 'lastName_too_short' }).max(LIMITS.nameMax),
  gender: z.enum(GENDERS, { error: 'gender_required' }),
  dateOfBirth: ZDateOfBirth,
  organizationName: z
    .string()
    .trim()
    .max(LIMITS.profileOrganizationMax, { error: 'organizationName_too_long' })
    .nullable(),
  bio: z.string().trim().max(LIMITS.bioMax, { error: 'bio_too_long' }).nullable(),
  /** An uploaded image (purpose avatar), or null to remove it; omitted keeps it. */
  avatarMediaId: z.string().max(64).nullable().optional(),
  /** The interests (as at onboarding); omitted keeps them. */
  interests: ZInterests.optional(),
});
export type TProfileBody = z.input<typeof ZProfileBody>;

export const ZCoverBody = z.object({ mediaId: z.string().max(64) });

export const ZCertificate = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['FILE', 'LINK']),
  url: z.string(),
  contentType: z.string().nullable(),
  createdAt: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
export const ZCertificateBody = z
  .object({
    name: z.string().trim().min(2, { error: 'certificate_name_required' }).max(120),
    mediaId: z.string().max(64).optional(),
    link: z.url({ protocol: /^https?$/, error: 'url_invalid' }).optional(),
  })
  .refine((b) => (b.mediaId === undefined) !== (b.link === undefined), {
    error: 'certificate_file_or_link',
    path: ['link'],
  });
export type TCertificateBody = z.infer<typeof ZCertificateBody>;

/** A profile as others see it: never the email or the date of birth. */
export const ZProfile = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string().nullable(),
  organizationName: z.string().nullable(),
  organization: z.object({ name: z.string(), type: z.enum(ORGANIZATION_TYPES) }).nullable(),
  avatarUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  academic: ZAcademic.nullable(),
  certificates: z.array(ZCertificate),
  postCount: z.number().int(),
  isMe: z.boolean(),
  /** Whether the viewer muted this person (a blocked profile is not shown at all). */
  mutedByMe: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** What the settings forms need (`GET /profiles/me/settings`): the own private fields and academic data. */
export const ZProfileSettings = z.object({
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  organizationName: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  interests: z.array(z.enum(INTERESTS)),
  academic: ZAcademic.nullable(),
});
export type TProfileSettings = z.infer<typeof ZProfileSettings>;
