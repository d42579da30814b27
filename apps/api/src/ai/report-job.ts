import type { TAnalysis, TPlanDetails } from '@bagdar/contracts';
import type { TWorkbook } from '../lib/workbook.ts';
import type { TAnalysisReportOptions } from './analysis-report.ts';
import type { TRoadmapLang } from './roadmap-report.ts';

/**
 * One report to render: everything it shows, so equal jobs render equal files. A PDF report, or an
 * xlsx export (`workbook`) under its own `name`: each name keeps its own last file per user.
 */
export type TReportJob =
  | { kind: 'analysis'; analysis: TAnalysis; options: TAnalysisReportOptions }
  | { kind: 'roadmap'; plan: TPlanDetails; lang: TRoadmapLang; fullName: string }
  | { kind: 'workbook'; name: string; workbook: TWorkbook };
