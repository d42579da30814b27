import { buildWorkbook } from '../../lib/workbook.ts';

/** One sheet to write: its name, the header row and rows of text. */
export interface TSheet {
  name: string;
  header: string[];
  rows: (string | null)[][];
}

/** A workbook of one sheet: a bold header row, then rows of text (every cell neutralised). */
export function buildSheet({ name, header, rows }: TSheet): Promise<Buffer> {
  return buildWorkbook({ sheets: [{ name, header, rows, columnWidth: 20 }] });
}
