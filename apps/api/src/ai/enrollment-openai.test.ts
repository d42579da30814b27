import type { TEnrollmentResult } from '@bagdar/contracts';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinExplainer, explainEnrollment } from './enrollment-explanation.ts';
import { createOpenAiExplainer } from './enrollment-openai.ts';
import type { TAnalysisLogger } from './openai-provider.ts';
import { selectEnrollmentExplainer } from './select-enrollment-explainer.ts';

/** A real local HTTP server speaking the chat-completions protocol; each test sets its reply. */
let server: Server;
let baseUrl: string;
let reply: (response: ServerResponse, body: { model: string; messages: { content: string }[] }) => void;
let lastHeaders: IncomingHttpHeaders = {};
const warnings: string[] = [];
const logger: TAnalysisLogger = { warn: (_details, message) => warnings.push(message) };
const l = (en: string) => ({ ru: `ru ${en}`, kk: `kk ${en}`, en });

const result: Omit<TEnrollmentResult, 'explanation'> = {
  scores: { unt: 110, ielts: 6.5, sat: null, gpa: 3.4 },
  atLeastOneAdmission: 87,
  atLeastOneGrant: 41,
  inputs: { personality: true, interests: true, academic: true },
  modelVersion: 2,
  rulesYear: 2025,
  sampleData: false,
  sources: [],
  institutions: [
    {
      institutionId: 'i1',
      name: l('Astana IT University'),
      cityName: l('Astana'),
      type: 'UNIVERSITY',
      financing: 'PRIVATE',
      bestMajorId: 'm1',
      preparationSteps: [],
      preparationMonths: 0,
      admissionBasis: 'UNT',
      bestRoute: 'NOT_ESTIMATED',
      bestChance: null,
      sampleData: false,
      majors: [
        {
          majorId: 'm1',
          name: l('Software engineering'),
          field: 'IT',
          pricePerYearKzt: 1_900_000,
          grantPlaces: 30,
          compatibility: 82,
          reasons: [],
          chance: { low: 55, high: 70 },
          band: 'MATCH',
          grantChance: 35,
          drivers: [],
          missing: [],
          gopCode: 'B057',
          routes: [],
          best: { status: 'NOT_ESTIMATED', route: 'GRANT', reason: 'no_cutoff', gopCode: 'B057' },
        },
      ],
    },
  ],
};
const builtin = explainEnrollment(result);
const completion = (content: unknown) => ({
  choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
});
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const reworded = {
  ru: 'Хорошие новости: с вероятностью 87 % вы поступите хотя бы в одно из учебных заведений (1), грант — 41 %. «Software engineering» подходит вам на 82 из 100, шанс 55–70 %.',
  kk: 'Жақсы жаңалық: таңдалған оқу орындарының (1) біреуіне түсу мүмкіндігі 87 %, грант — 41 %. «Software engineering» сізге 100-ден 82 сәйкес, мүмкіндік 55–70 %.',
  en: 'Good news: an 87 % chance to get into one of the institutions (1), 41 % for a grant. Software engineering fits you 82 of 100, with a 55–70 % chance.',
};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => reply(response, JSON.parse(Buffer.concat(chunks).toString('utf8')) as never));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  warnings.length = 0;
});

const explainer = (timeoutMs = 2_000) =>
  createOpenAiExplainer({
    baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    timeoutMs,
    fallback: createBuiltinExplainer(),
    logger,
  });

describe('enrollment explanation', () => {
  it('states the figures in three languages when no AI is configured', async () => {
    expect(builtin.ru).toContain('87 %');
    expect(builtin.kk).toContain('грант алу мүмкіндігі — 41 %');
    expect(builtin.en).toContain('compatibility 82 of 100, admission chance 55–70 %');
    const chosen = selectEnrollmentExplainer({ baseUrl: 'http://x', model: ' ', apiKey: 'k', timeoutMs: 1000 });
    expect(chosen.name).toBe('builtin');
    expect(await chosen.explain(result as TEnrollmentResult)).toEqual(builtin);
  });

  it('uses the reworded text of a real OpenAI-compatible server, sending it the figures', async () => {
    let sent: { model: string; messages: { content: string }[] } | null = null;
    reply = (response, body) => {
      sent = body;
      json(response, 200, completion(`\`\`\`json\n${JSON.stringify({ explanation: reworded })}\n\`\`\``));
    };
    const chosen = selectEnrollmentExplainer({ baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: 2_000 });
    expect(chosen.name).toBe('openai-compatible');
    expect(await chosen.explain(result as TEnrollmentResult)).toEqual(reworded);
    expect(lastHeaders.authorization).toBe('Bearer sk-test');
    expect(sent!.model).toBe('test-model');
    const facts = JSON.parse(sent!.messages[1]?.content ?? '{}') as {
      atLeastOneAdmission: number;
      explanation: unknown;
    };
    expect(facts.atLeastOneAdmission).toBe(87);
    expect(facts.explanation).toEqual(builtin);
  });

  it('keeps the built-in text when the model changes a number in any language', async () => {
    reply = (response) =>
      json(response, 200, completion({ explanation: { ...reworded, kk: reworded.kk.replace('87', '97') } }));
    expect(await explainer().explain(result as TEnrollmentResult)).toEqual(builtin);
    expect(warnings).toEqual(['AI rewrite of the enrollment explanation failed; using the built-in text']);
  });

  it('keeps the built-in text on an HTTP error, a reply that is not the JSON asked for, or a time-out', async () => {
    reply = (response) => json(response, 503, { error: 'overloaded' });
    expect(await explainer().explain(result as TEnrollmentResult)).toEqual(builtin);
    reply = (response) => json(response, 200, completion('Sure! Here is a nicer text.'));
    expect(await explainer().explain(result as TEnrollmentResult)).toEqual(builtin);
    reply = (response) => json(response, 200, completion({ explanation: { ru: 'только русский' } }));
    expect(await explainer().explain(result as TEnrollmentResult)).toEqual(builtin);
    reply = () => {
      /* never answers: the client's time-out ends it */
    };
    expect(await explainer(200).explain(result as TEnrollmentResult)).toEqual(builtin);
    expect(warnings).toHaveLength(4);
  });
});
