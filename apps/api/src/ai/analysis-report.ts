import type { TAnalysis, TLocalized } from '@bagdar/contracts';
import PDFDocument from 'pdfkit';
import { langOf, type TLang } from './analysis-vocabulary.ts';
import { COLORS, drawAxesChart, drawFitBar, drawRiasecChart, FONT } from './report-charts.ts';
import { reportFonts } from './report-fonts.ts';
import { REPORT_LABELS, type TReportLabels } from './report-labels.ts';

export interface TAnalysisReportOptions {
  locale: 'RU' | 'KK' | 'EN';
  fullName: string;
  generatedAt: Date;
}

type TDoc = PDFKit.PDFDocument;

const MARGIN = 50;
const BOTTOM = 70;
const HEADER_HEIGHT = 96;

interface TContext {
  doc: TDoc;
  analysis: TAnalysis;
  lang: TLang;
  labels: TReportLabels;
  width: number;
}

/**
 * The personality analysis as an A4 PDF in the user's language: a header with the Bagdar wordmark,
 * the name and the date; the type with a chart of the four axes; the RIASEC chart; the summary;
 * the professions with their fit and reasons; majors; strengths and areas to grow; materials with
 * links. AI-written text is labelled at the top and on every page; every page ends with the
 * disclaimer. Fonts are embedded TTF with Cyrillic (report-fonts.ts).
 */
export async function renderAnalysisReport(analysis: TAnalysis, options: TAnalysisReportOptions): Promise<Buffer> {
  const lang = langOf(options.locale);
  const labels = REPORT_LABELS[lang];
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
    bufferPages: true,
    lang: lang,
    info: { Title: `Bagdar — ${labels.subtitle}`, Author: 'Bagdar', Subject: options.fullName },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const context: TContext = { doc, analysis, lang, labels, width: doc.page.width - 2 * MARGIN };
  drawHeader(context, options);
  drawTypeSection(context);
  drawSummary(context);
  drawProfessions(context);
  drawMajors(context);
  drawBullets(context, labels.strengthsTitle, analysis.strengths);
  drawBullets(context, labels.weaknessesTitle, analysis.weaknesses);
  drawMaterials(context);
  drawFooters(context);
  doc.end();
  return done;
}

const pick = (text: TLocalized, lang: TLang): string => text[lang];

function ensureSpace({ doc }: TContext, height: number): void {
  if (doc.y + height > doc.page.height - BOTTOM) doc.addPage();
}

function heading(context: TContext, text: string, spaceAfterHeading = 60): void {
  const { doc } = context;
  ensureSpace(context, 28 + spaceAfterHeading);
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(13.5).fillColor(COLORS.primary).text(text, MARGIN, doc.y, { width: context.width });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + context.width, y)
    .lineWidth(0.6)
    .stroke(COLORS.rule);
  doc.y = y + 8;
}

function drawHeader(context: TContext, options: TAnalysisReportOptions): void {
  const { doc, labels, analysis } = context;
  doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(COLORS.primary);
  doc.font(FONT.bold).fontSize(30).fillColor('#ffffff').text('Bagdar', MARGIN, 24, { lineBreak: false });
  doc.font(FONT.regular).fontSize(11).fillColor('#ffffff').text(labels.subtitle, MARGIN, 64, { width: context.width });

  const date = new Intl.DateTimeFormat(labels.dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Almaty',
  }).format(options.generatedAt);
  doc.y = HEADER_HEIGHT + 18;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(`${labels.preparedFor}:`, MARGIN, doc.y, { continued: true });
  doc.font(FONT.bold).fillColor(COLORS.text).text(` ${options.fullName}`);
  doc
    .font(FONT.regular)
    .fillColor(COLORS.muted)
    .text(`${labels.date}:`, MARGIN, doc.y + 2, { continued: true });
  doc.font(FONT.bold).fillColor(COLORS.text).text(` ${date}`);

  if (analysis.aiEnriched) {
    const y = doc.y + 8;
    doc.font(FONT.bold).fontSize(9.5);
    const textWidth = doc.widthOfString(labels.aiLabel);
    doc.roundedRect(MARGIN, y, textWidth + 20, 20, 10).fill('#fff3bf');
    doc.fillColor('#7a5a00').text(labels.aiLabel, MARGIN + 10, y + 4.5, { lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + 22;
  }
}

function drawTypeSection(context: TContext): void {
  const { doc, analysis, labels, lang } = context;
  heading(context, labels.typeTitle, 220);
  const y = doc.y;
  doc.font(FONT.bold).fontSize(34).fillColor(COLORS.primary).text(analysis.type, MARGIN, y, { lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(12)
    .fillColor(COLORS.muted)
    .text(`${labels.hollandCode}: `, MARGIN + 130, y + 14, { continued: true, lineBreak: false });
  doc.font(FONT.bold).fillColor(COLORS.text).text(analysis.hollandCode, { lineBreak: false });
  doc.x = MARGIN;
  doc.y = y + 52;

  doc.font(FONT.bold).fontSize(10.5).fillColor(COLORS.text).text(labels.axesTitle, MARGIN, doc.y);
  doc.y += 6;
  drawAxesChart(doc, analysis, lang, MARGIN, context.width);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(labels.axesNote, MARGIN, doc.y, { width: context.width });

  heading(context, labels.riasecTitle, 140);
  drawRiasecChart(doc, analysis, lang, MARGIN, context.width);
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(labels.riasecNote, MARGIN, doc.y + 2, { width: context.width });
}

function drawSummary(context: TContext): void {
  const { doc, analysis, labels, lang } = context;
  heading(context, labels.summaryTitle);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLORS.text).text(pick(analysis.summary, lang), MARGIN, doc.y, {
    width: context.width,
    lineGap: 2,
  });
}

function drawProfessions(context: TContext): void {
  const { doc, analysis, labels, lang, width } = context;
  if (analysis.professions.length === 0) return;
  doc.addPage();
  heading(context, labels.professionsTitle);
  const columns = { rank: 22, name: width - 22 - 50 - 130, code: 50, fit: 130 };
  const nameX = MARGIN + columns.rank;
  const codeX = nameX + columns.name;
  const fitX = codeX + columns.code;

  const headerY = doc.y;
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLORS.muted);
  doc.text(labels.profession, nameX, headerY, { width: columns.name, lineBreak: false });
  doc.text(labels.code, codeX, headerY, { width: columns.code, lineBreak: false });
  doc.text(labels.fit, fitX, headerY, { width: columns.fit, lineBreak: false });
  doc.y = headerY + 16;

  analysis.professions.forEach((profession, index) => {
    const name = pick(profession.name, lang);
    const reasons = profession.reasons.map((reason) => `• ${pick(reason, lang)}`).join('\n');
    doc.font(FONT.bold).fontSize(10.5);
    const nameHeight = doc.heightOfString(name, { width: columns.name - 8 });
    doc.font(FONT.regular).fontSize(8.5);
    const reasonsHeight = doc.heightOfString(reasons, {
      width: columns.name + columns.code + columns.fit - 8,
      lineGap: 1,
    });
    ensureSpace(context, nameHeight + reasonsHeight + 14);

    const y = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(10.5)
      .fillColor(COLORS.primary)
      .text(`${index + 1}.`, MARGIN, y, { lineBreak: false });
    doc.fillColor(COLORS.text).text(name, nameX, y, { width: columns.name - 8 });
    doc.font(FONT.regular).fontSize(10).fillColor(COLORS.text).text(profession.riasec, codeX, y, { lineBreak: false });
    drawFitBar(doc, profession.fit, fitX, y, columns.fit);
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(reasons, nameX, y + nameHeight + 2, { width: columns.name + columns.code + columns.fit - 8, lineGap: 1 });
    const bottom = doc.y + 6;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + width, bottom)
      .lineWidth(0.4)
      .stroke(COLORS.track);
    doc.x = MARGIN;
    doc.y = bottom + 6;
  });
}

function drawMajors(context: TContext): void {
  const { doc, analysis, labels, lang, width } = context;
  if (analysis.majors.length === 0) return;
  heading(context, labels.majorsTitle);
  const fitWidth = 130;
  for (const major of analysis.majors) {
    const name = pick(major.name, lang);
    doc.font(FONT.regular).fontSize(10);
    const height = doc.heightOfString(name, { width: width - fitWidth - 10 });
    ensureSpace(context, height + 6);
    const y = doc.y;
    doc.fillColor(COLORS.text).text(name, MARGIN, y, { width: width - fitWidth - 10 });
    drawFitBar(doc, major.fit, MARGIN + width - fitWidth, y, fitWidth);
    doc.x = MARGIN;
    doc.y = y + Math.max(height, 14) + 5;
  }
}

function drawBullets(context: TContext, title: string, items: TLocalized[]): void {
  const { doc, lang, width } = context;
  if (items.length === 0) return;
  heading(context, title);
  for (const item of items) {
    const text = pick(item, lang);
    doc.font(FONT.regular).fontSize(10);
    ensureSpace(context, doc.heightOfString(text, { width: width - 14 }) + 4);
    const y = doc.y;
    doc.circle(MARGIN + 4, y + 6.5, 2.2).fill(COLORS.primary);
    doc.fillColor(COLORS.text).text(text, MARGIN + 14, y, { width: width - 14, lineGap: 1.5 });
    doc.x = MARGIN;
    doc.y += 5;
  }
}

function drawMaterials(context: TContext): void {
  const { doc, analysis, labels, width } = context;
  heading(context, labels.materialsTitle);
  if (analysis.materials.length === 0) {
    doc.font(FONT.regular).fontSize(10).fillColor(COLORS.muted).text(labels.noMaterials, MARGIN, doc.y, { width });
    return;
  }
  for (const material of analysis.materials) {
    ensureSpace(context, 36);
    const y = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${labels.materialTypes[material.type]} · ${labels.materialLanguages[material.language]}`, MARGIN, y, {
        width,
      });
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(COLORS.primary)
      .text(material.title, MARGIN, doc.y + 1, { width, link: material.url, underline: true });
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(material.url, MARGIN, doc.y, { width, link: material.url });
    doc.y += 6;
  }
}

/** Footer on every page: the disclaimer, the AI label when it applies, the page number. */
function drawFooters(context: TContext): void {
  const { doc, labels, analysis, width } = context;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page; lift the margin while drawing the footer.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - BOTTOM + 16;
    doc
      .moveTo(MARGIN, top - 6)
      .lineTo(MARGIN + width, top - 6)
      .lineWidth(0.5)
      .stroke(COLORS.rule);
    const note = analysis.aiEnriched ? `${labels.disclaimer} ${labels.aiLabel}.` : labels.disclaimer;
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(note, MARGIN, top, { width: width - 80, lineGap: 1 });
    doc.text(labels.page(i - range.start + 1, range.count), MARGIN + width - 75, top, { width: 75, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}
