import { ZAnalysis, ZLocalized, type TLocalized } from '@bagdar/contracts';
import { z } from 'zod';
import type { AnalysisProvider, TAnalysisInput, TAnalysisResult } from './analysis-provider.ts';
import { chatJson, requestChat, rewriteOrKeep, RewriteError, type TAnalysisLogger } from './openai-chat.ts';

export type { TAnalysisLogger } from './openai-chat.ts';

export const OPENAI_COMPATIBLE_PROVIDER_NAME = 'openai-compatible';

export interface TOpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (no trailing /chat/completions). */
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  /** Computes the facts and is returned unchanged when the model cannot help. */
  fallback: AnalysisProvider;
  logger?: TAnalysisLogger;
}

/** What the model may send back: text only. Numbers, the type and the lists stay the built-in ones. */
const ZEnrichment = z.object({
  summary: ZLocalized,
  strengths: z.array(ZLocalized).min(3).max(5),
  weaknesses: z.array(ZLocalized).min(3).max(5),
  professions: z
    .array(z.object({ slug: z.string(), reasons: z.array(ZLocalized).min(1).max(3) }))
    .max(20)
    .default([]),
});
type TEnrichment = z.infer<typeof ZEnrichment>;

const SYSTEM_PROMPT = [
  'You write for Bagdar, a career-guidance platform for school students in Kazakhstan.',
  'You receive the facts of a personality analysis that was already computed: the four-letter type with the strength of each axis, the RIASEC (Holland) scores and code, the best-fitting professions with their fit percentage and the reasons, strengths, weaknesses and a summary.',
  'Rewrite and enrich ONLY the narrative text so it reads naturally and is concrete and encouraging, in three languages: Russian ("ru"), Kazakh in Cyrillic script ("kk"; real Kazakh with the letters ә ғ қ ң ө ұ ү һ і, never transliteration) and English ("en").',
  'Rules: never change, invent or drop a number, the type, the Holland code or a profession; repeat numbers exactly as given; address the student politely (вы / сіз / you); promise nothing — this is guidance, not a guarantee.',
  'The summary has 3-4 sentences and must contain the type and the Holland code exactly as given. Give the same number of strengths and of weaknesses as in the facts, one sentence each. For every profession give 2-3 reasons of one sentence each, keeping the numbers they cite.',
  'Reply with one JSON object only, no prose around it, of this shape:',
  '{"summary":{"ru":"","kk":"","en":""},"strengths":[{"ru":"","kk":"","en":""}],"weaknesses":[{"ru":"","kk":"","en":""}],"professions":[{"slug":"","reasons":[{"ru":"","kk":"","en":""}]}]}',
].join('\n');

function factsFor(input: TAnalysisInput, result: TAnalysisResult) {
  return {
    locale: input.locale,
    firstName: input.firstName,
    type: result.type,
    axes: result.axes,
    riasec: result.riasec,
    hollandCode: result.hollandCode,
    summary: result.summary,
    strengths: result.strengths,
    weaknesses: result.weaknesses,
    professions: result.professions.map(({ slug, name, riasec, fit, reasons }) => ({
      slug,
      name,
      riasec,
      fit,
      reasons,
    })),
    majors: result.majors.map((major) => major.name.en),
  };
}

const mentions = (text: TLocalized, needle: string): boolean =>
  [text.ru, text.kk, text.en].every((t) => t.includes(needle));

function parseEnrichment(body: unknown, result: TAnalysisResult): TEnrichment {
  const enrichment = ZEnrichment.safeParse(chatJson(body));
  if (!enrichment.success)
    throw new RewriteError(`content does not match the schema: ${enrichment.error.message.slice(0, 300)}`);
  if (!mentions(enrichment.data.summary, result.type) || !mentions(enrichment.data.summary, result.hollandCode)) {
    throw new RewriteError('summary lost the type or the Holland code');
  }
  return enrichment.data;
}

const ZAnalysisResult = ZAnalysis.omit({ id: true, createdAt: true });

/** Text from the model, everything else (numbers, order, lists, ids) from the built-in result. */
function merge(result: TAnalysisResult, enrichment: TEnrichment): TAnalysisResult {
  const reasonsBySlug = new Map(enrichment.professions.map((profession) => [profession.slug, profession.reasons]));
  const merged: TAnalysisResult = {
    ...result,
    summary: enrichment.summary,
    strengths: enrichment.strengths,
    weaknesses: enrichment.weaknesses,
    professions: result.professions.map((profession) => ({
      ...profession,
      reasons: reasonsBySlug.get(profession.slug) ?? profession.reasons,
    })),
    aiEnriched: true,
    provider: OPENAI_COMPATIBLE_PROVIDER_NAME,
  };
  // The stored analysis must pass the contract the API answers with, whatever the model wrote.
  if (!ZAnalysisResult.safeParse(merged).success) throw new RewriteError('merged analysis breaks the contract');
  return merged;
}

/**
 * Enriches the built-in analysis's text through any server speaking OpenAI's chat-completions
 * protocol (OpenAI, vLLM, Ollama…). The facts always come from the fallback; on any failure
 * (network, non-2xx, timeout, malformed or off-schema reply) the fallback's result is returned
 * unchanged and a warning is logged. Never throws because of the model.
 */
export function createOpenAiCompatibleProvider(options: TOpenAiCompatibleOptions): AnalysisProvider {
  return {
    name: OPENAI_COMPATIBLE_PROVIDER_NAME,
    async analyse(input, report) {
      const result = await options.fallback.analyse(input, report);
      return rewriteOrKeep(
        { ...options, providerName: OPENAI_COMPATIBLE_PROVIDER_NAME },
        result,
        async () =>
          merge(result, parseEnrichment(await requestChat(options, SYSTEM_PROMPT, factsFor(input, result)), result)),
        'AI enrichment failed; using the built-in analysis',
      );
    },
  };
}
