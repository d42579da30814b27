import { createBuiltinExplainer, type EnrollmentExplainer } from './enrollment-explanation.ts';
import { createOpenAiExplainer } from './enrollment-openai.ts';
import type { TAnalysisLogger } from './openai-provider.ts';
import { selectWriter, type TAnalysisProviderConfig } from './select-provider.ts';

/** The enrollment explainer: OpenAI-compatible when configured, else built-in (selectWriter). */
export function selectEnrollmentExplainer(
  config: TAnalysisProviderConfig,
  logger?: TAnalysisLogger,
): EnrollmentExplainer {
  return selectWriter(config, createBuiltinExplainer(), createOpenAiExplainer, logger);
}
