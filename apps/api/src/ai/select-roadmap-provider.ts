import type { TAnalysisLogger } from './openai-provider.ts';
import { createBuiltinRoadmapProvider } from './roadmap-builder.ts';
import { createOpenAiRoadmapProvider } from './roadmap-openai.ts';
import type { RoadmapProvider } from './roadmap-provider.ts';
import { selectWriter, type TAnalysisProviderConfig } from './select-provider.ts';

/** The roadmap writer: OpenAI-compatible when configured, else built-in (selectWriter). */
export function selectRoadmapProvider(config: TAnalysisProviderConfig, logger?: TAnalysisLogger): RoadmapProvider {
  return selectWriter(config, createBuiltinRoadmapProvider(), createOpenAiRoadmapProvider, logger);
}
