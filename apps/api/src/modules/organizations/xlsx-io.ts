import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';
import { zipProblem } from './zip-guard.ts';

/** Reading and writing xlsx with exceljs, with the checks every upload and download needs. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const fileInvalid = (reason: string) =>
  new AppError('IMPORT_FILE_INVALID', 400, 'The file is not a readable xlsx workbook', { reason });

/** Text a spreadsheet would run as a formula (or DDE) is kept as text with a leading apostrophe. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A workbook of one sheet: a bold header row, then rows of text (every cell neutralised). */
export async function writeSheet(name: string, header: string[], rows: (string | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bagdar';
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.addRow(header.map(neutralise)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? null : neutralise(v))));
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/**
 * The first sheet's rows after the header as trimmed text, with their sheet row numbers; empty
 * rows skipped. Refuses what is not an xlsx, a zip bomb, and more than `maxRows` rows.
 */
export async function readSheet(
  buffer: Buffer,
  columns: number,
  maxRows: number,
): Promise<{ row: number; cells: string[] }[]> {
  const problem = zipProblem(buffer);
  if (problem) throw fileInvalid(problem);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fileInvalid('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileInvalid('no_sheet');
  if (sheet.actualRowCount - 1 > maxRows) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', 400, `At most ${maxRows} rows per file`, {
      meta: { max: String(maxRows) },
    });
  }
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Array.from({ length: columns }, (_, i) => cellText(row.getCell(i + 1).value).trim());
    if (cells.some((c) => c !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** Answers with an xlsx download named `name`.xlsx, never cached. */
export function sendXlsx(reply: FastifyReply, name: string, body: Buffer) {
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
