import type { TAnalysisLogger } from './openai-provider.ts';
import { createBuiltinRoadmapProvider } from './roadmap-builder.ts';
import { createOpenAiRoadmapProvider } from './roadmap-openai.ts';
import type { RoadmapProvider } from './roadmap-provider.ts';
import type { TAnalysisProviderConfig } from './select-provider.ts';

/** The OpenAI-compatible roadmap writer when AI_BASE_URL, AI_MODEL and AI_API_KEY are all set; else built-in. */
export function selectRoadmapProvider(config: TAnalysisProviderConfig, logger?: TAnalysisLogger): RoadmapProvider {
  const builtin = createBuiltinRoadmapProvider();
  const baseUrl = config.baseUrl?.trim();
  const model = config.model?.trim();
  const apiKey = config.apiKey?.trim();
  if (!baseUrl || !model || !apiKey) return builtin;
  return createOpenAiRoadmapProvider({
    baseUrl,
    model,
    apiKey,
    timeoutMs: config.timeoutMs,
    fallback: builtin,
    logger,
  });
}
