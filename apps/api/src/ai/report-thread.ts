import { parentPort } from 'node:worker_threads';
import { buildWorkbook } from '../lib/workbook.ts';
import { renderAnalysisReport } from './analysis-report.ts';
import type { TReportJob } from './report-job.ts';
import { renderRoadmapReport } from './roadmap-report.ts';

/** A render thread of report-render.ts: renders one report (a PDF or an xlsx) per message and sends its bytes back. */
const port = parentPort;
if (!port) throw new Error('report-thread.ts runs as a worker thread');

function render(job: TReportJob): Promise<Buffer> {
  switch (job.kind) {
    case 'analysis':
      return renderAnalysisReport(job.analysis, job.options);
    case 'roadmap':
      return renderRoadmapReport(job.plan, job.lang, job.fullName);
    case 'workbook':
      return buildWorkbook(job.workbook);
  }
}

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
