import type { AnalysisProvider } from './analysis-provider.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOpenAiCompatibleProvider, type TAnalysisLogger } from './openai-provider.ts';

export interface TAnalysisProviderConfig {
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  timeoutMs: number;
}

/** What every OpenAI-compatible writer is made from: the server, and the built-in writer it falls back to. */
export interface TOpenAiWriterOptions<T> {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  fallback: T;
  logger: TAnalysisLogger | undefined;
}

/**
 * The one choice between a built-in writer and its OpenAI-compatible counterpart (analysis, roadmap, enrollment
 * explanation): the OpenAI-compatible one, wrapping `builtin`, when AI_BASE_URL, AI_MODEL and AI_API_KEY are all
 * set; otherwise `builtin` alone. Blank values count as unset.
 */
export function selectWriter<T>(
  config: TAnalysisProviderConfig,
  builtin: T,
  createOpenAi: (options: TOpenAiWriterOptions<T>) => T,
  logger?: TAnalysisLogger,
): T {
  const baseUrl = config.baseUrl?.trim();
  const model = config.model?.trim();
  const apiKey = config.apiKey?.trim();
  if (!baseUrl || !model || !apiKey) return builtin;
  return createOpenAi({ baseUrl, model, apiKey, timeoutMs: config.timeoutMs, fallback: builtin, logger });
}

/** The analysis provider: OpenAI-compatible when configured, else built-in (selectWriter). */
export function selectAnalysisProvider(config: TAnalysisProviderConfig, logger?: TAnalysisLogger): AnalysisProvider {
  return selectWriter(config, createBuiltinProvider(), createOpenAiCompatibleProvider, logger);
}
