import type { TCreateProjectBody, TProject } from '@bagdar/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/test-app.ts';

/** Test data for the projects tests: a valid wizard body and a project created through the API. */

export function projectBody(overrides: Partial<TCreateProjectBody> = {}): TCreateProjectBody {
  return {
    name: 'Робот-сортировщик мусора',
    description: 'Школьная команда строит робота, который сортирует пластик.',
    categories: ['TECHNOLOGY', 'ENVIRONMENT'],
    bio: 'Мы начали весной: собрали прототип из Arduino и камеры, теперь учим модель отличать пластик.',
    objectives: ['Собрать прототип', 'Выступить на республиканской олимпиаде'],
    socials: { github: 'https://github.com/bagdar/sorter', telegram: '@bagdar_sorter' },
    skills: ['Python', 'Arduino'],
    interests: ['ROBOTICS', 'ENVIRONMENTAL_STUDIES'],
    ...overrides,
  };
}

export async function createProject(
  app: FastifyInstance,
  session: string,
  overrides: Partial<TCreateProjectBody> = {},
): Promise<TProject> {
  const response = await call(app, 'POST', '/api/v1/projects', { session, body: projectBody(overrides) });
  if (response.statusCode !== 201) throw new Error(`createProject: ${response.statusCode} ${response.body}`);
  return response.json<TProject>();
}
