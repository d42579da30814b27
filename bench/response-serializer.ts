// Decision record 015: `npx tsx bench/response-serializer.ts` times, in-process, the type provider's
// Zod serializer (safeEncode + JSON.stringify, the serializer before) against the compiled one
// (apps/api/src/lib/response-serializer.ts) on a feed page of 20 posts and on GET /auth/me's body.
import { ZMe, ZPostPage, type TMe, type TPost, type TPostPage } from '@bagdar/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { createResponseSerializerCompiler } from '../apps/api/src/lib/response-serializer.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20_000);

function post(i: number): TPost {
  return {
    id: `0193a0b2-6c1e-7d3a-9f00-${String(i).padStart(12, '0')}`,
    author: {
      id: `0193a0b2-6c1e-7d3a-8000-${String(i % 7).padStart(12, '0')}`,
      username: `bench_user_${i % 7}`,
      firstName: 'Айдана',
      lastName: 'Серикова',
      avatarUrl: i % 2 ? `/api/v1/media/0193a0b2-6c1e-7d3a-a000-${String(i).padStart(12, '0')}/content` : null,
    },
    text: `Олимпиада по робототехнике в университете: готовимся командой, ищем наставника #olympiad #робот ${i}`,
    images:
      i % 3 === 0
        ? [
            {
              id: `0193a0b2-6c1e-7d3a-b000-${String(i).padStart(12, '0')}`,
              kind: 'IMAGE',
              purpose: 'post',
              url: `/api/v1/media/0193a0b2-6c1e-7d3a-b000-${String(i).padStart(12, '0')}/content`,
              contentType: 'image/webp',
              bytes: 123_456,
              width: 1280,
              height: 960,
              durationSeconds: null,
              createdAt: '2026-11-24T10:11:12.131Z',
            },
          ]
        : [],
    topics: ['olympiad', 'робот'],
    likeCount: i * 3,
    commentCount: i,
    likedByMe: i % 2 === 0,
    canDelete: false,
    createdAt: '2026-11-24T10:11:12.131Z',
  };
}

const page: TPostPage = {
  items: Array.from({ length: 20 }, (_, i) => post(i)),
  nextCursor: 'MjAyNi0xMS0yNFQxMDoxMToxMi4xMzFafDAxOTM',
};
const me: TMe = {
  id: '0193a0b2-6c1e-7d3a-8000-000000000002',
  onboarded: true,
  role: 'USER',
  username: 'bench_user_2',
  email: 'bench_user_2@example.kz',
  emailVerified: true,
  firstName: 'Айдана',
  lastName: 'Серикова',
  gender: 'FEMALE',
  dateOfBirth: '2008-05-17',
  bio: 'Люблю физику и робототехнику',
  organizationName: null,
  city: 'Алматы',
  educationStatus: 'SCHOOL_STUDENT',
  interests: ['PHYSICS', 'COMPUTER_SCIENCE'],
  locale: 'RU',
  avatarUrl: null,
  organization: null,
  organizationUser: null,
  subscription: {
    tier: 'PRO',
    effectiveTier: 'PRO',
    status: 'ACTIVE',
    renewsAt: '2026-12-24T10:11:12.131Z',
    billingInterval: { unit: 'MONTH', count: 1 },
    autoRenew: true,
  },
  createdAt: '2026-01-24T10:11:12.131Z',
};

function time(label: string, serialize: (data: unknown) => string, data: unknown): number {
  for (let i = 0; i < ROUNDS / 10; i += 1) serialize(data);
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) serialize(data);
  const microseconds = Number(process.hrtime.bigint() - start) / 1000 / ROUNDS;
  console.log(`${label.padEnd(24)} ${microseconds.toFixed(2).padStart(8)} µs`);
  return microseconds;
}

for (const [name, schema, data] of [
  ['feed page (20 posts)', ZPostPage, page],
  ['GET /auth/me', ZMe, me],
] as [string, $ZodType, unknown][]) {
  const route = { schema, method: 'GET', url: '/bench', httpStatus: '200' };
  const zod = zodSerializerCompiler(route);
  const compiled = createResponseSerializerCompiler({ crossCheck: false }).compiler(route);
  if (zod(data) !== compiled(data)) throw new Error(`${name}: the two serializers disagree`);
  const before = time(`${name}, Zod`, zod, data);
  const after = time(`${name}, compiled`, compiled, data);
  console.log(`${name.padEnd(24)} ${(before / after).toFixed(1)}x faster, ${(before - after).toFixed(2)} µs saved\n`);
}
