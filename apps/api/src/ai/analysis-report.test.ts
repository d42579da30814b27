import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { TAnalysis } from '@bagdar/contracts';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itUserInput, loadCatalogueProfessions } from './analysis-fixtures.ts';
import { renderAnalysisReport } from './analysis-report.ts';
import { createBuiltinProvider } from './builtin-provider.ts';

const PDFTOPPM = '/usr/bin/pdftoppm';
const PDFTOTEXT = '/usr/bin/pdftotext';
const FULL_NAME = 'Айгерім Сәтбаева';
const GENERATED_AT = new Date('2026-03-15T10:00:00Z');

let analysis: TAnalysis;
let dir: string;

beforeAll(async () => {
  const result = await createBuiltinProvider().analyse(
    itUserInput(await loadCatalogueProfessions(), { reasoningPercent: 80 }),
  );
  analysis = { ...result, id: 'analysis-1', createdAt: GENERATED_AT.toISOString() };
  dir = mkdtempSync(join(tmpdir(), 'bagdar-report-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A tiny PNG reader for what pdftoppm writes (8-bit greyscale/RGB/RGBA, not interlaced): returns
 * the share of pixels that are not near-white.
 */
function inkShare(png: Buffer): number {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      expect(data[12]).toBe(0);
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[data[9] ?? 2] ?? 3;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const x = raw[row * (stride + 1) + 1 + i] ?? 0;
      const left = i >= channels ? (pixels[row * stride + i - channels] ?? 0) : 0;
      const up = row > 0 ? (pixels[(row - 1) * stride + i] ?? 0) : 0;
      const upLeft = row > 0 && i >= channels ? (pixels[(row - 1) * stride + i - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter ?? 0] ?? 0;
      pixels[row * stride + i] = (x + predictor) & 0xff;
    }
  }
  let ink = 0;
  for (let p = 0; p < width * height; p += 1) {
    const colour = Math.min(
      ...Array.from({ length: Math.min(channels, 3) }, (_, c) => pixels[p * channels + c] ?? 255),
    );
    if (colour < 200) ink += 1;
  }
  return ink / (width * height);
}

describe('the analysis PDF report', () => {
  it.each(['RU', 'KK', 'EN'] as const)('renders in %s as a PDF', async (locale) => {
    const pdf = await renderAnalysisReport(analysis, { locale, fullName: FULL_NAME, generatedAt: GENERATED_AT });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  it.runIf(existsSync(PDFTOPPM))('draws a first page that is not blank (pdftoppm)', async () => {
    const file = join(dir, 'report-ru.pdf');
    writeFileSync(
      file,
      await renderAnalysisReport(analysis, { locale: 'RU', fullName: FULL_NAME, generatedAt: GENERATED_AT }),
    );
    execFileSync(PDFTOPPM, ['-png', '-r', '50', '-f', '1', '-l', '1', file, join(dir, 'page')]);
    const page = readFileSync(join(dir, 'page-1.png'));
    // The header band alone is ~11 % of the page; text and charts add more.
    expect(inkShare(page)).toBeGreaterThan(0.12);

    // The detector can fail: an empty page reads as blank.
    const emptyFile = join(dir, 'empty.pdf');
    const empty = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    empty.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => empty.on('end', resolve));
    empty.end();
    await ended;
    writeFileSync(emptyFile, Buffer.concat(chunks));
    execFileSync(PDFTOPPM, ['-png', '-r', '50', '-f', '1', '-l', '1', emptyFile, join(dir, 'empty')]);
    expect(inkShare(readFileSync(join(dir, 'empty-1.png')))).toBe(0);
  });

  it.runIf(existsSync(PDFTOTEXT)).each([
    ['RU', 'Текст частично написан ИИ', 'не гарантия', 'Сильные стороны'],
    ['KK', 'Мәтіннің бір бөлігін ЖИ жазған', 'кепілдік емес', 'Күшті жақтары'],
    ['EN', 'Partly written by AI', 'not a guarantee', 'Strengths'],
  ] as const)(
    'puts the Cyrillic name, the type and the %s labels in the text layer',
    async (locale, aiLabel, disclaimer, strengths) => {
      const file = join(dir, `report-${locale}.pdf`);
      writeFileSync(
        file,
        await renderAnalysisReport(
          { ...analysis, aiEnriched: true },
          { locale, fullName: FULL_NAME, generatedAt: GENERATED_AT },
        ),
      );
      const text = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain(FULL_NAME);
      expect(text).toContain(analysis.type);
      expect(text).toContain('Bagdar');
      expect(text).toContain(aiLabel);
      expect(text).toContain(disclaimer);
      expect(text).toContain(strengths);
      expect(text).toContain(analysis.professions[0]?.name[locale === 'RU' ? 'ru' : locale === 'KK' ? 'kk' : 'en']);
    },
  );

  it.runIf(existsSync(PDFTOTEXT)).each([
    ['RU', 'Курс · на английском'],
    ['KK', 'Курс · ағылшын тілінде'],
    ['EN', 'Course · in English'],
  ] as const)('names a material’s language in words in %s, not by its code', async (locale, line) => {
    const file = join(dir, `materials-${locale}.pdf`);
    const materials: TAnalysis['materials'] = [
      { id: 'm1', type: 'COURSE', title: 'CS50', url: 'https://cs50.harvard.edu', language: 'EN' },
    ];
    writeFileSync(
      file,
      await renderAnalysisReport(
        { ...analysis, materials },
        { locale, fullName: FULL_NAME, generatedAt: GENERATED_AT },
      ),
    );
    const text = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(line);
    expect(text).not.toContain('· EN');
  });

  it.runIf(existsSync(PDFTOTEXT))('does not label a built-in analysis as AI-written', async () => {
    const file = join(dir, 'builtin.pdf');
    writeFileSync(
      file,
      await renderAnalysisReport(analysis, { locale: 'RU', fullName: FULL_NAME, generatedAt: GENERATED_AT }),
    );
    const text = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).not.toContain('Текст частично написан ИИ');
    expect(text).toContain('15 марта 2026');
  });
});
