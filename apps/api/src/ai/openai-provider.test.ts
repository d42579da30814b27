import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLocalized } from '@bagdar/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itUserInput, loadCatalogueProfessions } from './analysis-fixtures.ts';
import type { TAnalysisInput, TAnalysisResult } from './analysis-provider.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOpenAiCompatibleProvider, type TAnalysisLogger } from './openai-provider.ts';
import { selectAnalysisProvider } from './select-provider.ts';

/** A real local HTTP server speaking the chat-completions protocol; each test sets its behaviour. */
type THandler = (request: { headers: IncomingMessage['headers']; body: unknown }, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: THandler;
const requests: { url: string | undefined; headers: IncomingMessage['headers']; body: unknown }[] = [];
const warnings: { details: Record<string, unknown>; message: string }[] = [];
const logger: TAnalysisLogger = { warn: (details, message) => warnings.push({ details, message }) };

let input: TAnalysisInput;
let builtin: TAnalysisResult;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push({ url: request.url, headers: request.headers, body });
      handler({ headers: request.headers, body }, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  input = itUserInput(await loadCatalogueProfessions());
  builtin = await createBuiltinProvider().analyse(input);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  warnings.length = 0;
});

function provider(timeoutMs = 5_000) {
  return createOpenAiCompatibleProvider({
    baseUrl,
    model: 'test-model',
    apiKey: 'sk-test-123',
    timeoutMs,
    fallback: createBuiltinProvider(),
    logger,
  });
}

function replyWith(content: string | null, status = 200): THandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  };
}

const ai = (label: string): TLocalized => ({ ru: `ИИ: ${label}`, kk: `ЖИ: ${label} әңгіме`, en: `AI: ${label}` });

function goodEnrichment() {
  const first = builtin.professions[0];
  return {
    summary: {
      ru: `ИИ-резюме: тип ${builtin.type}, код ${builtin.hollandCode}.`,
      kk: `ЖИ түйіні: тип ${builtin.type}, код ${builtin.hollandCode}.`,
      en: `AI summary: type ${builtin.type}, code ${builtin.hollandCode}.`,
    },
    strengths: builtin.strengths.map((_, i) => ai(`strength ${i}`)),
    weaknesses: builtin.weaknesses.map((_, i) => ai(`weakness ${i}`)),
    professions: [{ slug: first?.slug ?? '', reasons: [ai('reason 1'), ai('reason 2')] }],
  };
}

/** Everything but the narrative text. */
function facts(result: TAnalysisResult) {
  return {
    type: result.type,
    axes: result.axes,
    riasec: result.riasec,
    hollandCode: result.hollandCode,
    professions: result.professions.map(({ id, slug, name, riasec, fit }) => ({ id, slug, name, riasec, fit })),
    majors: result.majors,
    materials: result.materials,
  };
}

function expectFallback(result: TAnalysisResult) {
  expect(result).toEqual(builtin);
  expect(result.aiEnriched).toBe(false);
  expect(result.provider).toBe('builtin');
  expect(warnings).toHaveLength(1);
  expect(JSON.stringify(warnings)).not.toContain('sk-test-123');
}

describe('the OpenAI-compatible provider', () => {
  it('enriches the text and keeps every number from the built-in analysis', async () => {
    handler = replyWith(JSON.stringify(goodEnrichment()));
    const result = await provider().analyse(input);
    expect(result.aiEnriched).toBe(true);
    expect(result.provider).toBe('openai-compatible');
    expect(result.summary.en).toContain('AI summary');
    expect(result.strengths[0]?.kk).toBe('ЖИ: strength 0 әңгіме');
    expect(result.weaknesses).toHaveLength(builtin.weaknesses.length);
    expect(result.professions[0]?.reasons.map((reason) => reason.en)).toEqual(['AI: reason 1', 'AI: reason 2']);
    // A profession the model did not mention keeps its built-in reasons.
    expect(result.professions[1]?.reasons).toEqual(builtin.professions[1]?.reasons);
    expect(facts(result)).toEqual(facts(builtin));
    expect(warnings).toEqual([]);
  });

  it('sends the chat-completions request with the Bearer key, the model and JSON mode', async () => {
    handler = replyWith(JSON.stringify(goodEnrichment()));
    await provider().analyse(input);
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(request?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    const messages = (request?.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toContain(builtin.hollandCode);
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    handler = replyWith('```json\n' + JSON.stringify(goodEnrichment()) + '\n```');
    expect((await provider().analyse(input)).aiEnriched).toBe(true);
  });

  it('falls back when the content is not JSON', async () => {
    handler = replyWith('Sure! Here is your analysis: you are great.');
    expectFallback(await provider().analyse(input));
  });

  it('falls back when the JSON has the wrong shape', async () => {
    handler = replyWith(JSON.stringify({ summary: 'just a string', strengths: [] }));
    expectFallback(await provider().analyse(input));
  });

  it('falls back when a language is missing', async () => {
    const enrichment = goodEnrichment();
    handler = replyWith(
      JSON.stringify({ ...enrichment, summary: { ru: enrichment.summary.ru, en: enrichment.summary.en } }),
    );
    expectFallback(await provider().analyse(input));
  });

  it('falls back when the summary drops the type', async () => {
    handler = replyWith(JSON.stringify({ ...goodEnrichment(), summary: ai('no type here') }));
    expectFallback(await provider().analyse(input));
  });

  it('falls back on empty content', async () => {
    handler = replyWith(null);
    expectFallback(await provider().analyse(input));
  });

  it('falls back on a 500', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'internal error' } }));
    };
    expectFallback(await provider().analyse(input));
    expect(warnings[0]?.details.reason).toContain('HTTP 500');
  });

  it('falls back on a body that is not JSON at all', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway</html>');
    };
    expectFallback(await provider().analyse(input));
  });

  it('falls back when the server never answers (timeout)', async () => {
    handler = () => undefined;
    const started = Date.now();
    const result = await provider(300).analyse(input);
    expect(Date.now() - started).toBeLessThan(3_000);
    expectFallback(result);
    expect(warnings[0]?.details.reason).toMatch(/Timeout|Abort/);
  });

  it('falls back when nothing listens (network error)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await createOpenAiCompatibleProvider({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'm',
      apiKey: 'sk-test-123',
      timeoutMs: 2_000,
      fallback: createBuiltinProvider(),
      logger,
    }).analyse(input);
    expectFallback(result);
  });

  it('passes the stage reporter to the built-in analysis', async () => {
    handler = replyWith(JSON.stringify(goodEnrichment()));
    const stages: string[] = [];
    await provider().analyse(input, (stage) => {
      stages.push(stage);
    });
    expect(stages).toEqual(['PROFILE', 'MATCHING', 'SCORING']);
  });
});

describe('selectAnalysisProvider', () => {
  it('uses the built-in provider unless base URL, model and key are all set', () => {
    expect(selectAnalysisProvider({ timeoutMs: 1000 }).name).toBe('builtin');
    expect(selectAnalysisProvider({ baseUrl: baseUrl, model: 'm', timeoutMs: 1000 }).name).toBe('builtin');
    expect(selectAnalysisProvider({ baseUrl: baseUrl, model: 'm', apiKey: ' ', timeoutMs: 1000 }).name).toBe('builtin');
    expect(selectAnalysisProvider({ baseUrl: baseUrl, model: 'm', apiKey: 'k', timeoutMs: 1000 }).name).toBe(
      'openai-compatible',
    );
  });
});
