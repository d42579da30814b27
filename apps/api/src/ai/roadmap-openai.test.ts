import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAnalysisLogger } from './openai-provider.ts';
import { buildRoadmap, createBuiltinRoadmapProvider } from './roadmap-builder.ts';
import { createOpenAiRoadmapProvider } from './roadmap-openai.ts';
import type { TRoadmapInput } from './roadmap-provider.ts';
import { selectRoadmapProvider } from './select-roadmap-provider.ts';

/** A real local HTTP server speaking the chat-completions protocol; each test sets its reply. */
let server: Server;
let baseUrl: string;
let reply: (response: ServerResponse, body: { messages: { content: string }[] }) => void;
const warnings: string[] = [];
const logger: TAnalysisLogger = { warn: (_details, message) => warnings.push(message) };
const l = (en: string) => ({ ru: `ru ${en}`, kk: `kk ${en}`, en });

const input: TRoadmapInput = {
  target: {
    goal: 'EMPLOYMENT',
    profession: {
      id: 'p1',
      name: l('Nurse'),
      field: 'MEDICINE',
      skills: [l('Care'), l('Anatomy')],
      majors: [],
      skillSteps: {},
    },
  },
  lifeStage: 'WORKING',
  years: null,
  about: 'I work in retail and want to help people.',
  locale: 'EN',
  scores: { ielts: 7, toefl: null, sat: null, unt: null, gpa4: null },
  hollandCode: 'SIR',
  personalityType: 'ISFJ',
  riasec: [],
  axes: [],
  reasoningPercent: null,
  materials: [],
  today: '2026-02-01',
};
const builtin = buildRoadmap(input);

const completion = (content: unknown) => ({
  choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
});
const rewrite = (phases = builtin.phases.length, summaryEn = builtin.summary.en) => ({
  summary: { ru: 'Новый план', kk: 'Жаңа жоспар', en: summaryEn.replace('A ', 'Your ') },
  phases: Array.from({ length: phases }, (_, i) => ({
    description: {
      ru: `Описание ${'ABCDEFGHIJ'[i]}`,
      kk: `Сипаттама ${'ABCDEFGHIJ'[i]}`,
      en: `Description ${'ABCDEFGHIJ'[i]}`,
    },
  })),
});

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      reply(response, JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { content: string }[] }),
    );
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

const provider = () =>
  createOpenAiRoadmapProvider({
    baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    timeoutMs: 2_000,
    fallback: createBuiltinRoadmapProvider(),
    logger,
  });
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('OpenAI-compatible roadmap provider', () => {
  it('rewrites the summary and descriptions only; phases, subtasks, dates and materials stay built-in', async () => {
    let sent = '';
    reply = (response, body) => {
      sent = body.messages[1]?.content ?? '';
      json(response, 200, completion(rewrite()));
    };
    const roadmap = await provider().build(input);
    expect(sent).toContain('I work in retail');
    expect(roadmap.aiEnriched).toBe(true);
    expect(roadmap.provider).toBe('openai-compatible');
    expect(roadmap.aiModel).toBe('test-model');
    expect(roadmap.summary.kk).toBe('Жаңа жоспар');
    expect(roadmap.phases[0]?.description.en).toBe('Description A');
    expect(
      roadmap.phases.map(({ title, subtasks, startsOn, dueOn, materialIds, kind }) => ({
        title,
        subtasks,
        startsOn,
        dueOn,
        materialIds,
        kind,
      })),
    ).toEqual(
      builtin.phases.map(({ title, subtasks, startsOn, dueOn, materialIds, kind }) => ({
        title,
        subtasks,
        startsOn,
        dueOn,
        materialIds,
        kind,
      })),
    );
    expect(warnings).toEqual([]);
  });

  it('falls back to the built-in roadmap on a changed phase count, a lost number, bad JSON or an HTTP error', async () => {
    const replies: ((response: ServerResponse) => void)[] = [
      (response) => json(response, 200, completion(rewrite(builtin.phases.length - 1))),
      (response) => json(response, 200, completion(rewrite(builtin.phases.length, 'A plan without numbers'))),
      (response) => json(response, 200, completion('not json at all')),
      (response) => json(response, 500, { error: 'boom' }),
    ];
    for (const next of replies) {
      reply = (response) => next(response);
      expect(await provider().build(input)).toEqual(builtin);
    }
    expect(warnings).toHaveLength(4);
  });

  it('is chosen only when all three AI settings are set', () => {
    expect(selectRoadmapProvider({ timeoutMs: 1000 }).name).toBe('builtin');
    expect(selectRoadmapProvider({ baseUrl, model: 'm', apiKey: ' ', timeoutMs: 1000 }).name).toBe('builtin');
    expect(selectRoadmapProvider({ baseUrl, model: 'm', apiKey: 'k', timeoutMs: 1000 }).name).toBe('openai-compatible');
  });
});
