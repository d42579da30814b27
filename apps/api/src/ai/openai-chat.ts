import { z } from 'zod';

/** The part of a pino/Fastify logger the provider uses. */
export interface TAnalysisLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * What the text rewriters (analysis, roadmap, enrollment explanation) share when they talk to a server speaking
 * OpenAI's chat-completions protocol: one JSON request, the reply's content read as JSON, the numbers
 * a text cites (a rewrite must keep them), and the warning logged when the built-in text is kept.
 */
export interface TChatOptions {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  logger?: TAnalysisLogger;
}

/** Why a reply was not used; the caller keeps its built-in text. */
export class RewriteError extends Error {}

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

function unfence(content: string): string {
  return /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content)?.[1] ?? content;
}

/** The JSON object a chat-completion reply carries as its content (fenced or not). */
export function chatJson(body: unknown): unknown {
  const completion = ZChatCompletion.safeParse(body);
  const content = completion.success ? completion.data.choices[0]?.message.content?.trim() : undefined;
  if (!content) throw new RewriteError('no content in the reply');
  try {
    return JSON.parse(unfence(content));
  } catch {
    throw new RewriteError('content is not JSON');
  }
}

/** Sends the system prompt and the facts (as JSON), asking for a JSON object; the raw reply body. */
export async function requestChat(options: TChatOptions, systemPrompt: string, facts: unknown): Promise<unknown> {
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
    body: JSON.stringify({
      model: options.model,
      response_format: { type: 'json_object' },
      temperature: 0.4,
      messages: [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: JSON.stringify(facts) },
      ],
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new RewriteError(`HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    // A time-out while the body arrives is reported as one; anything else is a body that is not JSON.
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw error;
    throw new RewriteError('response body is not JSON');
  }
}

/** The numbers a text cites, sorted; a rewrite must keep every one of them. */
export const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).sort().join(' ');

/** Runs the rewrite; on any failure logs why and returns the built-in value. Never throws because of the model. */
export async function rewriteOrKeep<T>(
  options: TChatOptions & { providerName: string },
  builtin: T,
  rewrite: () => Promise<T>,
  message: string,
): Promise<T> {
  try {
    return await rewrite();
  } catch (error) {
    options.logger?.warn(
      {
        provider: options.providerName,
        model: options.model,
        reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      },
      message,
    );
    return builtin;
  }
}
