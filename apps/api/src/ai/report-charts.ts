import type { TAnalysis } from '@bagdar/contracts';
import { AXIS_POLES, poleName, riasecName, type TLang } from './analysis-vocabulary.ts';

/** The report's two charts, drawn as vector graphics straight into the pdfkit document. */

export const COLORS = {
  primary: '#1864ab',
  primaryLight: '#74c0fc',
  track: '#e9ecef',
  text: '#212529',
  muted: '#5c636a',
  rule: '#ced4da',
} as const;

export const FONT = { regular: 'Regular', bold: 'Bold' } as const;

type TDoc = PDFKit.PDFDocument;

/**
 * One row per axis: the positive pole (E, S, T, J) on the left, the negative on the right, a track
 * between them with a centre line, and a bar from the centre toward the preferred pole whose length
 * is the strength. The preferred pole's label is bold and carries the number.
 */
export function drawAxesChart(doc: TDoc, analysis: TAnalysis, lang: TLang, x: number, width: number): void {
  const labelWidth = 125;
  const trackX = x + labelWidth + 8;
  const trackWidth = width - 2 * (labelWidth + 8);
  const half = trackWidth / 2;
  const rowHeight = 26;
  let y = doc.y;
  for (const axis of analysis.axes) {
    const poles = AXIS_POLES[axis.axis];
    const winnerIsLeft = axis.pole === poles.positive;
    const label = (pole: string, winner: boolean) =>
      `${pole} · ${poleName(pole)[lang]}${winner ? ` ${axis.strength}` : ''}`;
    doc
      .font(winnerIsLeft ? FONT.bold : FONT.regular)
      .fontSize(9.5)
      .fillColor(winnerIsLeft ? COLORS.primary : COLORS.muted)
      .text(label(poles.positive, winnerIsLeft), x, y + 2, { width: labelWidth, align: 'right', lineBreak: false });
    doc
      .font(winnerIsLeft ? FONT.regular : FONT.bold)
      .fillColor(winnerIsLeft ? COLORS.muted : COLORS.primary)
      .text(label(poles.negative, !winnerIsLeft), trackX + trackWidth + 8, y + 2, {
        width: labelWidth,
        lineBreak: false,
      });

    const barY = y + 5;
    doc.roundedRect(trackX, barY, trackWidth, 10, 5).fill(COLORS.track);
    const length = Math.max(2, (Math.min(100, Math.max(0, axis.strength)) / 100) * half);
    const centre = trackX + half;
    doc.rect(winnerIsLeft ? centre - length : centre, barY, length, 10).fill(COLORS.primary);
    doc
      .moveTo(centre, barY - 3)
      .lineTo(centre, barY + 13)
      .lineWidth(1)
      .stroke(COLORS.text);
    y += rowHeight;
  }
  doc.x = x;
  doc.y = y;
}

/** Horizontal bars for R I A S E C in hexagon order; the Holland code's three letters in the strong colour. */
export function drawRiasecChart(doc: TDoc, analysis: TAnalysis, lang: TLang, x: number, width: number): void {
  const labelWidth = 150;
  const scoreWidth = 34;
  const trackX = x + labelWidth + 8;
  const trackWidth = width - labelWidth - 8 - scoreWidth - 6;
  const rowHeight = 20;
  let y = doc.y;
  for (const { code, score } of analysis.riasec) {
    const leading = analysis.hollandCode.includes(code);
    doc
      .font(leading ? FONT.bold : FONT.regular)
      .fontSize(9.5)
      .fillColor(leading ? COLORS.primary : COLORS.text)
      .text(`${code} · ${riasecName(code)[lang]}`, x, y + 1, { width: labelWidth, lineBreak: false });
    doc.roundedRect(trackX, y + 3, trackWidth, 10, 3).fill(COLORS.track);
    const length = (Math.min(100, Math.max(0, score)) / 100) * trackWidth;
    if (length > 0) doc.roundedRect(trackX, y + 3, length, 10, 3).fill(leading ? COLORS.primary : COLORS.primaryLight);
    doc
      .font(FONT.bold)
      .fillColor(COLORS.text)
      .text(String(score), trackX + trackWidth + 6, y + 1, { width: scoreWidth, lineBreak: false });
    y += rowHeight;
  }
  doc.x = x;
  doc.y = y;
}

/** A small horizontal fit bar with its percentage, used by the professions table and the majors. */
export function drawFitBar(doc: TDoc, fit: number, x: number, y: number, width: number): void {
  const barWidth = width - 38;
  doc.roundedRect(x, y + 3, barWidth, 8, 4).fill(COLORS.track);
  const length = (Math.min(100, Math.max(0, fit)) / 100) * barWidth;
  if (length > 0) doc.roundedRect(x, y + 3, length, 8, 4).fill(COLORS.primary);
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(COLORS.text)
    .text(`${fit}%`, x + barWidth + 5, y, { width: 33, lineBreak: false });
}
