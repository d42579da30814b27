import ExcelJS from 'exceljs';

/**
 * A spreadsheet described as data: cheap to build on the request's event loop, written to xlsx on a
 * render thread (report-render.ts). Exports build one of these and hand it to the report renderer,
 * which limits them per user and keeps the last file until the description changes.
 */
export type TWorkbookCell = string | number | null;

export interface TWorkbookSheet {
  /** Cut to Excel's 31 characters. */
  name: string;
  header: string[];
  rows: TWorkbookCell[][];
  /** Every column's width in characters. */
  columnWidth: number;
}

export interface TWorkbook {
  sheets: TWorkbookSheet[];
}

/** Collects a workbook's sheets, every column `columnWidth` characters wide: `addSheet` appends one to `sheets`. */
export function sheetsOf(columnWidth: number) {
  const sheets: TWorkbookSheet[] = [];
  const addSheet = (name: string, header: string[], rows: TWorkbookCell[][]) => {
    sheets.push({ name, header, rows, columnWidth });
  };
  return { sheets, addSheet };
}

/** Text a spreadsheet would run as a formula (or DDE) is kept as text with a leading apostrophe. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The xlsx file: per sheet a bold header row, then the rows; every text cell neutralised. */
export async function buildWorkbook({ sheets }: TWorkbook): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bagdar';
  for (const { name, header, rows, columnWidth } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    sheet.addRow(header.map(neutralise)).font = { bold: true };
    for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? neutralise(v) : v)));
    sheet.columns.forEach((column) => {
      column.width = columnWidth;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
