import type { TAnalysis, TPlanDetails } from '@bagdar/contracts';
import type { TAnalysisReportOptions } from './analysis-report.ts';
import type { TRoadmapLang } from './roadmap-report.ts';

/** One PDF report to render: everything it shows, so equal jobs render equal files. */
export type TReportJob =
  | { kind: 'analysis'; analysis: TAnalysis; options: TAnalysisReportOptions }
  | { kind: 'roadmap'; plan: TPlanDetails; lang: TRoadmapLang; fullName: string };
