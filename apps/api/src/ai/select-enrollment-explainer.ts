import { createBuiltinExplainer, type EnrollmentExplainer } from './enrollment-explanation.ts';
import { createOpenAiExplainer } from './enrollment-openai.ts';
import type { TAnalysisLogger } from './openai-provider.ts';
import type { TAnalysisProviderConfig } from './select-provider.ts';

/** The OpenAI-compatible explainer when AI_BASE_URL, AI_MODEL and AI_API_KEY are all set; else built-in. */
export function selectEnrollmentExplainer(
  config: TAnalysisProviderConfig,
  logger?: TAnalysisLogger,
): EnrollmentExplainer {
  const builtin = createBuiltinExplainer();
  const baseUrl = config.baseUrl?.trim();
  const model = config.model?.trim();
  const apiKey = config.apiKey?.trim();
  if (!baseUrl || !model || !apiKey) return builtin;
  return createOpenAiExplainer({ baseUrl, model, apiKey, timeoutMs: config.timeoutMs, fallback: builtin, logger });
}
