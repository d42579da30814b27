/** The page's sections in order: their anchor ids and the `landing` keys of their menu labels. */
export const LANDING_SECTIONS = [
  { id: 'features', labelKey: 'nav.features' },
  { id: 'audience', labelKey: 'nav.audience' },
  { id: 'pricing', labelKey: 'nav.pricing' },
  { id: 'how-it-works', labelKey: 'nav.how' },
  { id: 'faq', labelKey: 'nav.faq' },
] as const;

export type TLandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];
