import { ZLocalized, type TEnrollmentResult, type TLocalized } from '@bagdar/contracts';
import { z } from 'zod';
import type { EnrollmentExplainer } from './enrollment-explanation.ts';
import type { TAnalysisLogger } from './openai-provider.ts';

export const OPENAI_EXPLAINER_NAME = 'openai-compatible';

export interface TOpenAiExplainerOptions {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  /** Writes the built-in text, returned unchanged when the model cannot help. */
  fallback: EnrollmentExplainer;
  logger?: TAnalysisLogger;
}

const ZRewrite = z.object({ explanation: ZLocalized });
const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'You write for Bagdar, a career-guidance platform for students in Kazakhstan.',
  'You receive an enrollment analysis that was already computed: admission and grant chances, the chosen institutions with their best majors, and a short explanation of the figures.',
  'Rewrite ONLY the explanation so it reads naturally and speaks to the student, in three languages: Russian ("ru"), Kazakh in Cyrillic ("kk", real Kazakh with ә ғ қ ң ө ұ ү һ і) and English ("en").',
  'Keep every number exactly as given and add none; never change a name; promise nothing.',
  'Reply with one JSON object only: {"explanation":{"ru":"","kk":"","en":""}}.',
].join('\n');

class RewriteError extends Error {}

function unfence(content: string): string {
  return /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content)?.[1] ?? content;
}

/** The numbers a text cites, in order of size; the rewrite must keep every one of them in every language. */
const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).sort().join(' ');

export function applyExplanationRewrite(builtin: TLocalized, body: unknown): TLocalized {
  const completion = ZChatCompletion.safeParse(body);
  const content = completion.success ? completion.data.choices[0]?.message.content?.trim() : undefined;
  if (!content) throw new RewriteError('no content in the reply');
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    throw new RewriteError('content is not JSON');
  }
  const rewrite = ZRewrite.safeParse(json);
  if (!rewrite.success) throw new RewriteError('content does not match the schema');
  const text = rewrite.data.explanation;
  for (const lng of ['ru', 'kk', 'en'] as const) {
    if (!text[lng].trim()) throw new RewriteError(`the ${lng} text is empty`);
    if (numbersIn(text[lng]) !== numbersIn(builtin[lng])) throw new RewriteError(`the ${lng} text changed a number`);
  }
  return text;
}

async function requestRewrite(options: TOpenAiExplainerOptions, result: TEnrollmentResult, builtin: TLocalized) {
  const facts = {
    atLeastOneAdmission: result.atLeastOneAdmission,
    atLeastOneGrant: result.atLeastOneGrant,
    inputs: result.inputs,
    institutions: result.institutions.map((i) => ({
      name: i.name,
      bestMajors: i.majors.slice(0, 3).map((m) => ({ name: m.name, compatibility: m.compatibility, chance: m.chance })),
    })),
    explanation: builtin,
  };
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
    body: JSON.stringify({
      model: options.model,
      response_format: { type: 'json_object' },
      temperature: 0.4,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify(facts) },
      ],
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new RewriteError(`HTTP ${response.status}`);
  return applyExplanationRewrite(builtin, await response.json().catch(() => null));
}

/**
 * Rewords the built-in explanation of an enrollment analysis through any server speaking OpenAI's
 * chat-completions protocol; the figures are never the model's. On any failure (network, time-out,
 * a reply that is not the JSON asked for, a number changed) the built-in text is kept and a warning logged.
 */
export function createOpenAiExplainer(options: TOpenAiExplainerOptions): EnrollmentExplainer {
  return {
    name: OPENAI_EXPLAINER_NAME,
    async explain(result) {
      const builtin = await options.fallback.explain(result);
      try {
        return await requestRewrite(options, result, builtin);
      } catch (error) {
        options.logger?.warn(
          {
            provider: OPENAI_EXPLAINER_NAME,
            model: options.model,
            reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          },
          'AI rewrite of the enrollment explanation failed; using the built-in text',
        );
        return builtin;
      }
    },
  };
}
