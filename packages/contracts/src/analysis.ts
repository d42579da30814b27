import { z } from 'zod';
import { ZLocalized } from './localized.ts';

/**
 * Personality analysis (spec §4 states inactive, ready, loading, completed, preview,
 * full) and the professions and learning-materials catalogues it draws on.
 */

export const RIASEC_CODES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type TRiasecCode = (typeof RIASEC_CODES)[number];
/**
 * The one name of each Holland (RIASEC) type in every language: the career-interests test's scales,
 * its results, the analysis, the organisation analytics and their exports all use these.
 */
export const RIASEC_NAMES: Record<TRiasecCode, { ru: string; kk: string; en: string }> = {
  R: { ru: 'Реалистичный', kk: 'Практикалық', en: 'Realistic' },
  I: { ru: 'Исследовательский', kk: 'Зерттеушілік', en: 'Investigative' },
  A: { ru: 'Артистический', kk: 'Шығармашылық', en: 'Artistic' },
  S: { ru: 'Социальный', kk: 'Әлеуметтік', en: 'Social' },
  E: { ru: 'Предприимчивый', kk: 'Кәсіпкерлік', en: 'Enterprising' },
  C: { ru: 'Конвенциональный', kk: 'Конвенционалдық', en: 'Conventional' },
};
export const TYPE_AXES = ['EI', 'SN', 'TF', 'JP'] as const;
export type TTypeAxis = (typeof TYPE_AXES)[number];
export const ANALYSIS_STAGES = ['PROFILE', 'MATCHING', 'SCORING'] as const;
export type TAnalysisStage = (typeof ANALYSIS_STAGES)[number];
export const PERSONALITY_STATES = ['INACTIVE', 'READY', 'LOADING', 'COMPLETED'] as const;
export type TPersonalityState = (typeof PERSONALITY_STATES)[number];
export const MATERIAL_TYPES = ['COURSE', 'BOOK', 'VIDEO', 'ARTICLE', 'OTHER'] as const;
export type TMaterialType = (typeof MATERIAL_TYPES)[number];

export const ZProfessionMatch = z.object({
  id: z.string(),
  slug: z.string(),
  name: ZLocalized,
  riasec: z.string(),
  /** 0-100. */
  fit: z.number().int(),
  reasons: z.array(ZLocalized),
});
export const ZMaterialRef = z.object({
  id: z.string(),
  type: z.enum(MATERIAL_TYPES),
  title: z.string(),
  url: z.string(),
  language: z.enum(['RU', 'KK', 'EN']),
});
export const ZAnalysis = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Four letters, e.g. INTJ. */
  type: z.string(),
  axes: z.array(z.object({ axis: z.enum(TYPE_AXES), pole: z.string(), strength: z.number().int() })),
  riasec: z.array(z.object({ code: z.enum(RIASEC_CODES), score: z.number().int() })),
  hollandCode: z.string(),
  summary: ZLocalized,
  professions: z.array(ZProfessionMatch),
  majors: z.array(z.object({ name: ZLocalized, fit: z.number().int() })),
  strengths: z.array(ZLocalized),
  weaknesses: z.array(ZLocalized),
  materials: z.array(ZMaterialRef),
  /** True when the OpenAI-compatible provider wrote part of the text; the UI and the PDF label it. */
  aiEnriched: z.boolean(),
  provider: z.string(),
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

/** What a FREE user sees: the type and a short summary; the rest is behind the upgrade. */
export const ZAnalysisPreview = ZAnalysis.pick({
  id: true,
  createdAt: true,
  type: true,
  summary: true,
  hollandCode: true,
});
export type TAnalysisPreview = z.infer<typeof ZAnalysisPreview>;

export const ZPersonalityStatus = z.object({
  state: z.enum(PERSONALITY_STATES),
  /** Slugs of the tests still to complete (state INACTIVE). */
  missingTests: z.array(z.object({ id: z.string(), slug: z.string(), title: ZLocalized })),
  job: z.object({ id: z.string(), stage: z.enum(ANALYSIS_STAGES), percent: z.number().int() }).nullable(),
  access: z.enum(['FULL', 'PREVIEW']),
  analysis: ZAnalysis.nullable(),
  preview: ZAnalysisPreview.nullable(),
  /** Re-analysis is locked until then (ISO), or null when allowed. */
  cooldownUntil: z.string().nullable(),
});
export type TPersonalityStatus = z.infer<typeof ZPersonalityStatus>;

export const ZStartAnalysisResponse = z.object({ jobId: z.string() });

// ---- Catalogues (admin) ----

export const ZProfessionBody = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,80}$/, { error: 'slug_invalid' }),
  name: ZLocalized,
  description: ZLocalized,
  riasec: z.string().regex(/^[RIASEC]{1,3}$/, { error: 'riasec_invalid' }),
  typeAffinities: z.array(z.string().regex(/^[EI][SN][TF][JP]$/, { error: 'type_invalid' })).max(16),
  skills: z.array(ZLocalized).max(20),
  majors: z.array(ZLocalized).max(20),
  field: z.string().trim().min(2).max(40),
  demand: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  salaryKzt: z.object({ from: z.number().int().min(0), to: z.number().int().min(0) }),
});
export type TProfessionBody = z.infer<typeof ZProfessionBody>;
export const ZProfession = ZProfessionBody.extend({ id: z.string(), updatedAt: z.string() });
export type TProfession = z.infer<typeof ZProfession>;

/** The limits of a catalogue skill's steps: each one checkable and short enough to read on a phone. */
export const SKILL_STEPS_LIMITS = { min: 3, max: 8, length: 200 } as const;
const skillStepText = z
  .string()
  .trim()
  .min(1, { error: 'localized_required' })
  .max(SKILL_STEPS_LIMITS.length, { error: 'skill_step_too_long' });
export const ZSkillStep = z.object({ ru: skillStepText, kk: skillStepText, en: skillStepText });
/** PUT /admin/professions/{id}/skills/{index}/steps: the whole list, in order. */
export const ZSkillStepsBody = z.object({
  steps: z
    .array(ZSkillStep)
    .min(SKILL_STEPS_LIMITS.min, { error: 'skill_steps_too_few' })
    .max(SKILL_STEPS_LIMITS.max, { error: 'skill_steps_too_many' }),
});
export type TSkillStepsBody = z.infer<typeof ZSkillStepsBody>;
/**
 * One skill of a profession with its steps. `steps` is empty when the skill has none yet (the roadmap
 * then uses generic study–practise–show steps); `sharedWith` counts the other professions with this
 * skill, which the same list serves.
 */
export const ZProfessionSkillSteps = z.object({
  index: z.number().int(),
  skill: ZLocalized,
  steps: z.array(ZLocalized),
  sharedWith: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TProfessionSkillSteps = z.infer<typeof ZProfessionSkillSteps>;
export const ZProfessionSkillStepsList = z.object({ items: z.array(ZProfessionSkillSteps) });

export const ZMaterialBody = z.object({
  type: z.enum(MATERIAL_TYPES),
  title: z.string().trim().min(2).max(200),
  url: z.url({ protocol: /^https?$/, error: 'url_invalid' }),
  language: z.enum(['RU', 'KK', 'EN']),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  riasec: z.array(z.enum(RIASEC_CODES)).max(6),
  fields: z.array(z.string().trim().min(2).max(40)).max(20),
});
export type TMaterialBody = z.infer<typeof ZMaterialBody>;
export const ZMaterial = ZMaterialBody.extend({ id: z.string(), updatedAt: z.string() });
export type TMaterial = z.infer<typeof ZMaterial>;
