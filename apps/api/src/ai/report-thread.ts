import { parentPort } from 'node:worker_threads';
import { renderAnalysisReport } from './analysis-report.ts';
import type { TReportJob } from './report-job.ts';
import { renderRoadmapReport } from './roadmap-report.ts';

/** A render thread of report-render.ts: renders one report per message and sends its bytes back. */
const port = parentPort;
if (!port) throw new Error('report-thread.ts runs as a worker thread');

const render = (job: TReportJob): Promise<Buffer> =>
  job.kind === 'analysis'
    ? renderAnalysisReport(job.analysis, job.options)
    : renderRoadmapReport(job.plan, job.lang, job.fullName);

port.on('message', (message: { id: number; input: TReportJob }) => {
  render(message.input).then(
    (pdf) => {
      // A copy of its own, so the whole ArrayBuffer can move to the main thread without copying again.
      const output = new Uint8Array(pdf);
      port.postMessage({ id: message.id, output }, [output.buffer]);
    },
    (err: unknown) => port.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
