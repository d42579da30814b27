import { ZLocalized } from '@bagdar/contracts';
import { z } from 'zod';
import { chatJson, numbersIn, requestChat, RewriteError, rewriteOrKeep, type TChatOptions } from './openai-chat.ts';
import type { RoadmapProvider, TRoadmap, TRoadmapInput } from './roadmap-provider.ts';

export const OPENAI_ROADMAP_PROVIDER_NAME = 'openai-compatible';

export interface TOpenAiRoadmapOptions extends TChatOptions {
  /** Builds the plan's structure and is returned unchanged when the model cannot help. */
  fallback: RoadmapProvider;
}

/** What the model may send back: the summary and one description per phase, nothing else. */
const ZRewrite = z.object({
  summary: ZLocalized,
  phases: z.array(z.object({ description: ZLocalized })),
});

const SYSTEM_PROMPT = [
  'You write for Bagdar, a career-guidance platform for students in Kazakhstan.',
  'You receive a career roadmap that was already built: its summary and its phases with titles, descriptions and dates.',
  'Rewrite ONLY the summary and each phase description so they read naturally and speak to the student, using what they wrote about themselves when it helps. Three languages: Russian ("ru"), Kazakh in Cyrillic ("kk", real Kazakh with ә ғ қ ң ө ұ ү һ і) and English ("en").',
  'Never add, drop or reorder phases; never change a number, score, date or name; promise nothing.',
  'Reply with one JSON object only: {"summary":{"ru":"","kk":"","en":""},"phases":[{"description":{"ru":"","kk":"","en":""}}]} with exactly as many phases as given.',
].join('\n');

export function applyRewrite(roadmap: TRoadmap, body: unknown): TRoadmap {
  const rewrite = ZRewrite.safeParse(chatJson(body));
  if (!rewrite.success) throw new RewriteError('content does not match the schema');
  if (rewrite.data.phases.length !== roadmap.phases.length) throw new RewriteError('the phase count changed');
  const keepsNumbers = (before: TRoadmap['summary'], after: TRoadmap['summary']) =>
    numbersIn(before.en) === numbersIn(after.en);
  if (!keepsNumbers(roadmap.summary, rewrite.data.summary)) throw new RewriteError('the summary lost a number');
  return {
    ...roadmap,
    summary: rewrite.data.summary,
    phases: roadmap.phases.map((phase, i) => {
      const description = rewrite.data.phases[i]?.description ?? phase.description;
      return keepsNumbers(phase.description, description) ? { ...phase, description } : phase;
    }),
    provider: OPENAI_ROADMAP_PROVIDER_NAME,
    aiEnriched: true,
  };
}

async function requestRewrite(options: TOpenAiRoadmapOptions, input: TRoadmapInput, roadmap: TRoadmap) {
  const facts = {
    about: input.about,
    summary: roadmap.summary,
    phases: roadmap.phases.map(({ title, description, startsOn, dueOn }) => ({ title, description, startsOn, dueOn })),
  };
  return applyRewrite(roadmap, await requestChat(options, SYSTEM_PROMPT, facts));
}

/**
 * Rewrites the built-in roadmap's texts through any server speaking OpenAI's chat-completions
 * protocol. The structure (phases, subtasks, dates, materials) is always the built-in one; on any
 * failure the built-in roadmap is returned and a warning logged.
 */
export function createOpenAiRoadmapProvider(options: TOpenAiRoadmapOptions): RoadmapProvider {
  return {
    name: OPENAI_ROADMAP_PROVIDER_NAME,
    async build(input) {
      const roadmap = await options.fallback.build(input);
      const result = await rewriteOrKeep(
        { ...options, providerName: OPENAI_ROADMAP_PROVIDER_NAME },
        roadmap,
        () => requestRewrite(options, input, roadmap),
        'AI rewrite of the roadmap failed; using the built-in roadmap',
      );
      // The model is named only when its text made it into the plan.
      return result.aiEnriched ? { ...result, aiModel: options.model } : result;
    },
  };
}
