/** Business constants and limits (spec §9), used by forms, validators and the landing page. */

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  /** Password strength hints start at 8 characters. */
  passwordMin: 8,
  /** Login accepts anything from 2 characters so old passwords still reach the check. */
  loginPasswordMin: 2,
  passwordMax: 128,
  cityMax: 100,
  interestsMin: 1,
  interestsMax: 10,
  minAgeYears: 6,
  maxAgeYears: 100,
  profileOrganizationMax: 120,
  bioMax: 500,
  languagesMax: 20,
  searchMin: 2,
  institutionsPerAnalysis: 8,
  videoStoryMaxSeconds: 15,
  projectNameMin: 3,
  projectNameMax: 100,
  projectDescriptionMin: 10,
  projectDescriptionMax: 500,
  projectBioMin: 20,
  projectGalleryNewOnEdit: 3,
  /** JSON request bodies larger than this are refused with 413. */
  jsonBodyBytes: 1024 * 1024,
  tokenMax: 200,
} as const;

export const TIMING = {
  apiTimeoutMs: 180_000,
  toastMs: 3000,
  accessToleranceMs: 30_000,
  analysisEstimateSeconds: [30, 45],
} as const;

export const CONTACTS = {
  email: 'hello@bagdar.kz',
  phone: '+7 (717) 200-00-00',
  city: 'Astana',
  upgradeChatUrl: 'https://t.me/bagdar_support',
  /** WhatsApp chat that accepts a prefilled message (`?text=`), used for upgrade requests. */
  upgradeWhatsappUrl: 'https://wa.me/77172000000',
} as const;
