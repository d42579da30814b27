import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';
import { createThreadPool, type ThreadPool } from '../../lib/thread-pool.ts';
import type { TSheet } from './xlsx-write.ts';
import { checkZip, type ZipEntry } from './zip-guard.ts';

/** Reading and writing xlsx with exceljs, with the checks every upload and download needs. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const fileInvalid = (reason: string) =>
  new AppError('IMPORT_FILE_INVALID', 400, 'The file is not a readable xlsx workbook', { reason });

let threads: ThreadPool<TSheet, Uint8Array> | undefined;

/**
 * A workbook of one sheet: a bold header row, then rows of text (every cell neutralised). Built on a
 * worker thread (xlsx-thread.ts): a list of thousands of members takes seconds of CPU, which on the
 * request's event loop would stall every other request.
 */
export async function writeSheet(name: string, header: string[], rows: (string | null)[][]): Promise<Buffer> {
  threads ??= createThreadPool<TSheet, Uint8Array>(new URL('./xlsx-thread.ts', import.meta.url), 1);
  const output = await threads.run({ name, header, rows });
  return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
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

const tooManyRows = (maxRows: number) =>
  new AppError('IMPORT_TOO_MANY_ROWS', 400, `At most ${maxRows} rows per file`, { meta: { max: String(maxRows) } });

/** Rows read between two turns of the event loop, so other requests are served while a sheet is read. */
const ROWS_PER_TURN = 200;

/**
 * Inflated bytes all parts but the worksheets may hold: the reader keeps shared strings and styles in
 * memory (a sheet of ORG_LIMITS.importRowsMax rows needs a few MB of them).
 */
const PARTS_BYTES_MAX = 16 * 1024 * 1024;

const isWorksheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** A zip local record of `text` stored uncompressed (the streaming reader does not check CRCs). */
function storedEntry(name: string, text: string): Buffer {
  const nameBytes = Buffer.from(name);
  const data = Buffer.from(text);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}

/**
 * The archive re-ordered for the streaming reader: every part but the worksheets first (relations,
 * workbook, shared strings, styles), then the worksheets, then the directory. The reader copies a
 * sheet it meets before the shared strings and workbook relations whole to a temporary file, so
 * empty ones stand in for those a workbook of inline strings leaves out.
 */
function* partsFirst(buffer: Buffer, entries: ZipEntry[], directoryOffset: number): Generator<Buffer> {
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('xl/_rels/workbook.xml.rels')) yield storedEntry('xl/_rels/workbook.xml.rels', '<Relationships/>');
  if (!names.has('xl/sharedStrings.xml')) yield storedEntry('xl/sharedStrings.xml', '<sst/>');
  for (const entry of entries) if (!isWorksheet(entry.name)) yield buffer.subarray(entry.start, entry.end);
  for (const entry of entries) if (isWorksheet(entry.name)) yield buffer.subarray(entry.start, entry.end);
  yield buffer.subarray(directoryOffset);
}

/**
 * The first sheet's rows after the header as trimmed text, with their sheet row numbers; empty
 * rows skipped. Refuses what is not an xlsx, a zip bomb (checkZip: at most
 * ORG_LIMITS.importInflatedBytes inflated, every part as big as it says), and more than `maxRows`
 * rows. The sheet is streamed: reading stops at the first row past the limit, so a row bomb costs
 * no more than `maxRows` rows, and no stretch of the event loop longer than ROWS_PER_TURN rows.
 */
export async function readSheet(
  buffer: Buffer,
  columns: number,
  maxRows: number,
): Promise<{ row: number; cells: string[] }[]> {
  const check = await checkZip(buffer);
  if (check.problem !== null) throw fileInvalid(check.problem);
  const partBytes = check.entries.reduce((sum, entry) => sum + (isWorksheet(entry.name) ? 0 : entry.size), 0);
  if (partBytes > PARTS_BYTES_MAX) throw fileInvalid('too_large_inflated');
  const input = Readable.from(partsFirst(buffer, check.entries, check.directoryOffset), { objectMode: false });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: { row: number; cells: string[] }[] = [];
  let seen = 0;
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet) {
        if (++seen % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        if (row.number === 1) continue;
        if (seen > maxRows + 1) throw tooManyRows(maxRows);
        const cells = Array.from({ length: columns }, (_, i) => cellText(row.getCell(i + 1).value).trim());
        if (cells.some((c) => c !== '')) rows.push({ row: row.number, cells });
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fileInvalid('unreadable');
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw fileInvalid('no_sheet');
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
