import ExcelJS from 'exceljs';

/** One sheet to write: its name, the header row and rows of text. */
export interface TSheet {
  name: string;
  header: string[];
  rows: (string | null)[][];
}

/** Text a spreadsheet would run as a formula (or DDE) is kept as text with a leading apostrophe. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A workbook of one sheet: a bold header row, then rows of text (every cell neutralised). */
export async function buildSheet({ name, header, rows }: TSheet): Promise<Buffer> {
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
