import type { TPlanDetails } from '@bagdar/contracts';
import PDFDocument from 'pdfkit';
import { COLORS, FONT } from './report-charts.ts';
import { reportFonts } from './report-fonts.ts';

export type TRoadmapLang = 'ru' | 'kk' | 'en';

const LABELS = {
  ru: {
    subtitle: 'Карьерный план',
    goal: { EMPLOYMENT: 'Цель: трудоустройство', ENROLLMENT: 'Цель: поступление' },
    target: 'Целевая дата',
    progress: 'Выполнено',
    phase: 'Этап',
    materials: 'Материалы',
    achievement: 'Достижение',
    received: 'получено',
    ai: 'Часть текста написана ИИ и проверена по фактам плана.',
    disclaimer: 'Bagdar · план — ориентир, а не гарантия результата.',
  },
  kk: {
    subtitle: 'Мансап жоспары',
    goal: { EMPLOYMENT: 'Мақсат: жұмысқа орналасу', ENROLLMENT: 'Мақсат: оқуға түсу' },
    target: 'Мақсатты күн',
    progress: 'Орындалды',
    phase: 'Кезең',
    materials: 'Материалдар',
    achievement: 'Жетістік',
    received: 'алынды',
    ai: 'Мәтіннің бір бөлігін ЖИ жазған және жоспар деректері бойынша тексерілген.',
    disclaimer: 'Bagdar · жоспар — бағдар, нәтижеге кепілдік емес.',
  },
  en: {
    subtitle: 'Career plan',
    goal: { EMPLOYMENT: 'Goal: employment', ENROLLMENT: 'Goal: enrollment' },
    target: 'Target date',
    progress: 'Done',
    phase: 'Phase',
    materials: 'Materials',
    achievement: 'Achievement',
    received: 'received',
    ai: 'Part of the text was written by AI and checked against the plan’s facts.',
    disclaimer: 'Bagdar · a plan is guidance, not a guarantee.',
  },
} as const;

const MARGIN = 50;
const BOTTOM = 60;

/** The plan as an A4 PDF in one language: title, goal, target date, progress, summary, then every phase. */
export async function renderRoadmapReport(plan: TPlanDetails, lang: TRoadmapLang, fullName: string): Promise<Buffer> {
  const labels = LABELS[lang];
  const fonts = reportFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM },
    lang,
    info: { Title: `Bagdar — ${labels.subtitle}`, Author: 'Bagdar', Subject: fullName },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const ensure = (height: number) => {
    if (doc.y + height > doc.page.height - BOTTOM) doc.addPage();
  };

  doc.font(FONT.bold).fontSize(20).fillColor(COLORS.primary).text(`Bagdar · ${labels.subtitle}`, { width });
  doc.font(FONT.regular).fontSize(11).fillColor(COLORS.muted).text(fullName, { width });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(16).fillColor(COLORS.text).text(plan.title[lang], { width });
  doc.font(FONT.regular).fontSize(11).fillColor(COLORS.text);
  doc.text(`${labels.goal[plan.goal]} · ${labels.target}: ${plan.targetDate}`, { width });
  doc.text(`${labels.progress}: ${plan.progress}% (${plan.subtasksDone}/${plan.subtasksTotal})`, { width });
  if (plan.aiEnriched) doc.fillColor(COLORS.muted).fontSize(9).text(labels.ai, { width });
  if (plan.summary) {
    doc.moveDown(0.5);
    doc.font(FONT.regular).fontSize(11).fillColor(COLORS.text).text(plan.summary[lang], { width });
  }
  plan.phases.forEach((phase, index) => {
    ensure(90);
    doc.moveDown(0.9);
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor(COLORS.primary)
      .text(`${labels.phase} ${index + 1}. ${phase.title[lang]}`, MARGIN, doc.y, { width });
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLORS.muted).text(`${phase.startsOn} — ${phase.dueOn}`, { width });
    doc.fontSize(10.5).fillColor(COLORS.text).text(phase.description[lang], { width });
    for (const subtask of phase.subtasks) {
      ensure(16);
      doc.text(`${subtask.done ? '[x]' : '[ ]'} ${subtask.title[lang]}`, MARGIN + 10, doc.y, { width: width - 10 });
    }
    const received = phase.achievement.receivedAt
      ? ` · ${labels.received} ${phase.achievement.receivedAt.slice(0, 10)}`
      : '';
    doc
      .fillColor(COLORS.muted)
      .text(`${labels.achievement}: ${phase.achievement.title[lang]}${received}`, MARGIN, doc.y, {
        width,
      });
    if (phase.materials.length > 0) {
      doc.fillColor(COLORS.text).font(FONT.bold).text(labels.materials, { width });
      doc.font(FONT.regular);
      for (const material of phase.materials) {
        ensure(16);
        doc
          .fillColor(COLORS.primary)
          .text(material.title, MARGIN + 10, doc.y, { width: width - 10, link: material.url });
      }
    }
  });
  doc.moveDown(1.2);
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLORS.muted).text(labels.disclaimer, MARGIN, doc.y, { width });
  doc.end();
  return done;
}
