import { ZLocalized, type TEnrollmentResult, type TLocalized } from '@bagdar/contracts';
import { z } from 'zod';
import type { EnrollmentExplainer } from './enrollment-explanation.ts';
import { chatJson, numbersIn, requestChat, RewriteError, rewriteOrKeep, type TChatOptions } from './openai-chat.ts';

export const OPENAI_EXPLAINER_NAME = 'openai-compatible';

export interface TOpenAiExplainerOptions extends TChatOptions {
  /** Writes the built-in text, returned unchanged when the model cannot help. */
  fallback: EnrollmentExplainer;
}

const ZRewrite = z.object({ explanation: ZLocalized });

const SYSTEM_PROMPT = [
  'You write for Bagdar, a career-guidance platform for students in Kazakhstan.',
  'You receive an enrollment analysis that was already computed: admission and grant chances, the chosen institutions with their best majors, and a short explanation of the figures.',
  'Rewrite ONLY the explanation so it reads naturally and speaks to the student, in three languages: Russian ("ru"), Kazakh in Cyrillic ("kk", real Kazakh with ә ғ қ ң ө ұ ү һ і) and English ("en").',
  'Keep every number exactly as given and add none; never change a name; promise nothing.',
  'Reply with one JSON object only: {"explanation":{"ru":"","kk":"","en":""}}.',
].join('\n');

export function applyExplanationRewrite(builtin: TLocalized, body: unknown): TLocalized {
  const rewrite = ZRewrite.safeParse(chatJson(body));
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
  return applyExplanationRewrite(builtin, await requestChat(options, SYSTEM_PROMPT, facts));
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
      return rewriteOrKeep(
        { ...options, providerName: OPENAI_EXPLAINER_NAME },
        builtin,
        () => requestRewrite(options, result, builtin),
        'AI rewrite of the enrollment explanation failed; using the built-in text',
      );
    },
  };
}
