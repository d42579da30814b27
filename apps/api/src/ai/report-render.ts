import { createHash } from 'node:crypto';
import { AppError } from '../lib/app-error.ts';
import { createThreadPool } from '../lib/thread-pool.ts';
import type { TReportJob } from './report-job.ts';

/**
 * Renders PDF reports and xlsx exports on a pool of worker threads (a report costs about half a
 * second of CPU, which on the request's event loop would stall every other request), with:
 * - a limit of `perUser` renders in flight per user (429 RATE_LIMITED past it);
 * - the last render of each report kept per user and answered again while what it shows is
 *   unchanged (the cache key is a hash of the job, the render time left out), up to `cacheBytes`
 *   in all, least recently used dropped first;
 * - one render for equal jobs asked at the same time.
 */
export interface ReportRenderer {
  /** The file's bytes; 429 RATE_LIMITED (Retry-After) when `userId` already has `perUser` renders running. */
  render(userId: string, job: TReportJob): Promise<Buffer>;
  close(): Promise<void>;
}

export interface ReportRendererOptions {
  threads: number;
  perUser: number;
  cacheBytes: number;
}

const busy = () =>
  new AppError('RATE_LIMITED', 429, 'A report is already being prepared; try again in a moment', {
    headers: { 'retry-after': '2' },
  });

function keyOf(job: TReportJob): string {
  const shown = job.kind === 'analysis' ? { ...job, options: { ...job.options, generatedAt: null } } : job;
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url');
}

export function createReportRenderer(options: ReportRendererOptions): ReportRenderer {
  const pool = createThreadPool<TReportJob, Uint8Array>(
    new URL('./report-thread.ts', import.meta.url),
    options.threads,
  );
  const inFlight = new Map<string, number>();
  const rendering = new Map<string, Promise<Buffer>>();
  const cache = new Map<string, { key: string; pdf: Buffer }>();
  let cachedBytes = 0;

  function remember(slot: string, key: string, pdf: Buffer): void {
    const old = cache.get(slot);
    if (old) cachedBytes -= old.pdf.length;
    cache.delete(slot);
    if (pdf.length > options.cacheBytes) return;
    cache.set(slot, { key, pdf });
    cachedBytes += pdf.length;
    for (const [oldest, entry] of cache) {
      if (cachedBytes <= options.cacheBytes) break;
      cache.delete(oldest);
      cachedBytes -= entry.pdf.length;
    }
  }

  async function renderNew(userId: string, slot: string, key: string, job: TReportJob): Promise<Buffer> {
    const running = inFlight.get(userId) ?? 0;
    if (running >= options.perUser) throw busy();
    inFlight.set(userId, running + 1);
    try {
      const output = await pool.run(job);
      const pdf = Buffer.from(output.buffer, output.byteOffset, output.byteLength);
      remember(slot, key, pdf);
      return pdf;
    } finally {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    }
  }

  return {
    async render(userId, job) {
      const slot = job.kind === 'workbook' ? `${userId}:workbook:${job.name}` : `${userId}:${job.kind}`;
      const key = keyOf(job);
      const cached = cache.get(slot);
      if (cached?.key === key) {
        cache.delete(slot);
        cache.set(slot, cached);
        return cached.pdf;
      }
      const same = `${slot}:${key}`;
      const pending = rendering.get(same);
      if (pending) return pending;
      const render = renderNew(userId, slot, key, job).finally(() => rendering.delete(same));
      rendering.set(same, render);
      return render;
    },
    close: () => pool.close(),
  };
}
