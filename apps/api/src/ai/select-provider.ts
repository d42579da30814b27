import type { AnalysisProvider } from './analysis-provider.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOpenAiCompatibleProvider, type TAnalysisLogger } from './openai-provider.ts';

export interface TAnalysisProviderConfig {
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * The OpenAI-compatible provider (wrapping the built-in one) when AI_BASE_URL, AI_MODEL and
 * AI_API_KEY are all set; otherwise the built-in provider alone. Blank values count as unset.
 */
export function selectAnalysisProvider(config: TAnalysisProviderConfig, logger?: TAnalysisLogger): AnalysisProvider {
  const builtin = createBuiltinProvider();
  const baseUrl = config.baseUrl?.trim();
  const model = config.model?.trim();
  const apiKey = config.apiKey?.trim();
  if (!baseUrl || !model || !apiKey) return builtin;
  return createOpenAiCompatibleProvider({
    baseUrl,
    model,
    apiKey,
    timeoutMs: config.timeoutMs,
    fallback: builtin,
    logger,
  });
}
