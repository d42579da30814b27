import { CONTACTS } from '@bagdar/contracts';
import type { TFunction } from 'i18next';

export const LEGAL_DOCS = ['privacy', 'offer', 'terms'] as const;
export type TLegalDoc = (typeof LEGAL_DOCS)[number];

export interface TLegalSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

export interface TLegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: TLegalSection[];
}

/** The paid plans' prices as shown ("3 500 ₸"), from the plans table (lib/plans.ts planPrices). */
export interface TLegalPrices {
  standard: string;
  pro: string;
}

/** Values every legal text may interpolate: contacts from @bagdar/contracts, prices from the plans. */
export function legalValues(prices: TLegalPrices): Record<string, string> {
  return { email: CONTACTS.email, phone: CONTACTS.phone, ...prices };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readSection(value: unknown): TLegalSection | null {
  if (!isRecord(value) || typeof value.heading !== 'string') return null;
  return { heading: value.heading, paragraphs: strings(value.paragraphs), items: strings(value.items) };
}

/** Reads one document from the `legal` namespace; malformed sections are skipped rather than crash the page. */
export function readLegalDocument(t: TFunction<'legal'>, doc: TLegalDoc, prices: TLegalPrices): TLegalDocument {
  const values = legalValues(prices);
  const raw: unknown = t(`${doc}.sections`, { ...values, returnObjects: true });
  return {
    title: t(`${doc}.title`),
    updated: t(`${doc}.updated`),
    intro: t(`${doc}.intro`, values),
    sections: Array.isArray(raw) ? raw.map(readSection).filter((section) => section !== null) : [],
  };
}

export function legalSectionId(doc: TLegalDoc, index: number): string {
  return `${doc}-section-${index + 1}`;
}
