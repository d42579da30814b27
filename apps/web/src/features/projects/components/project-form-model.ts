import {
  SOCIAL_NETWORKS,
  ZProjectBasics,
  ZProjectDetails,
  ZProjectSkills,
  type TCreateProjectBody,
  type TInterest,
  type TMedia,
  type TProject,
  type TProjectCategory,
  type TProjectDraftData,
  type TProjectDraft,
  type TSocialNetwork,
} from '@bagdar/contracts';

/** What the wizard and the edit page hold: the contract's fields, with media as uploaded objects. */
export interface TProjectForm {
  name: string;
  description: string;
  categories: TProjectCategory[];
  bio: string;
  objectives: string[];
  socials: Record<TSocialNetwork, string>;
  skills: string[];
  interests: TInterest[];
  banner: TMedia | null;
  logo: TMedia | null;
  gallery: TMedia[];
}

export const WIZARD_STEPS = ['basics', 'details', 'skills', 'media', 'review'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

const emptySocials = (): Record<TSocialNetwork, string> =>
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<TSocialNetwork, string>;

export function emptyForm(): TProjectForm {
  return {
    name: '',
    description: '',
    categories: [],
    bio: '',
    objectives: [''],
    socials: emptySocials(),
    skills: [],
    interests: [],
    banner: null,
    logo: null,
    gallery: [],
  };
}

/** Field → validation code (a key of `projects:validation` or `validation:`) for one step. */
export type TFieldErrors = Partial<Record<string, string>>;

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: TFieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [first, second] = issue.path;
    const field = first === 'socials' ? `socials.${String(second)}` : String(first);
    errors[field] ??= issue.message;
  }
  return errors;
}

const objectivesOf = (form: TProjectForm) => form.objectives.map((o) => o.trim()).filter(Boolean);

/** The step's own rules from the contract; an empty object means Next may go on. */
export function stepErrors(step: TWizardStep, form: TProjectForm): TFieldErrors {
  switch (step) {
    case 'basics':
      return issuesOf(ZProjectBasics.safeParse(form));
    case 'details':
      return issuesOf(ZProjectDetails.safeParse({ ...form, objectives: objectivesOf(form) }));
    case 'skills':
      return issuesOf(ZProjectSkills.safeParse(form));
    case 'media':
    case 'review':
      return {};
  }
}

export function allErrors(form: TProjectForm): TFieldErrors {
  return Object.assign({}, ...WIZARD_STEPS.map((step) => stepErrors(step, form))) as TFieldErrors;
}

export function toBody(form: TProjectForm): TCreateProjectBody {
  return {
    name: form.name,
    description: form.description,
    categories: form.categories,
    bio: form.bio,
    objectives: objectivesOf(form),
    socials: form.socials,
    skills: form.skills,
    interests: form.interests,
    bannerMediaId: form.banner?.id ?? null,
    logoMediaId: form.logo?.id ?? null,
    galleryMediaIds: form.gallery.map((m) => m.id),
  };
}

export function toDraftData(form: TProjectForm): TProjectDraftData {
  const socials = Object.fromEntries(Object.entries(form.socials).filter(([, v]) => v !== ''));
  return { ...toBody(form), objectives: form.objectives, socials };
}

export function fromDraft(draft: TProjectDraft): TProjectForm {
  const media = new Map(draft.media.map((m) => [m.id, m]));
  const pick = (id: string | null | undefined) => (id ? (media.get(id) ?? null) : null);
  const d = draft.data;
  return {
    ...emptyForm(),
    name: d.name ?? '',
    description: d.description ?? '',
    categories: d.categories ?? [],
    bio: d.bio ?? '',
    objectives: d.objectives?.length ? d.objectives : [''],
    socials: { ...emptySocials(), ...d.socials },
    skills: d.skills ?? [],
    interests: d.interests ?? [],
    banner: pick(d.bannerMediaId),
    logo: pick(d.logoMediaId),
    gallery: (d.galleryMediaIds ?? []).flatMap((id) => media.get(id) ?? []),
  };
}

export function fromProject(project: TProject): TProjectForm {
  return {
    name: project.name,
    description: project.description,
    categories: project.categories,
    bio: project.bio,
    objectives: project.objectives.length ? project.objectives : [''],
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, project.socials[n] ?? ''])) as Record<
      TSocialNetwork,
      string
    >,
    skills: project.skills,
    interests: project.interests,
    banner: project.banner,
    logo: project.logo,
    gallery: project.gallery,
  };
}
