import type { TPlanDetails } from '@bagdar/contracts';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const day = (iso: string) => iso.replace(/-/g, '');
const nextDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
};
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The plan's deadlines as an iCalendar file: one all-day event on each phase's due date (its
 * subtasks in the description) and one on the target date.
 */
export function renderRoadmapCalendar(plan: TPlanDetails, lang: 'ru' | 'kk' | 'en', now: Date): string {
  const events = plan.phases.map((phase, index) => ({
    uid: `phase-${phase.id}@bagdar`,
    date: phase.dueOn,
    summary: `${index + 1}. ${phase.title[lang]}`,
    description: [phase.description[lang], ...phase.subtasks.map((s) => `- ${s.title[lang]}`)].join('\n'),
  }));
  events.push({
    uid: `plan-${plan.id}@bagdar`,
    date: plan.targetDate,
    summary: plan.title[lang],
    description: plan.summary?.[lang] ?? '',
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bagdar//Career roadmap//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(`Bagdar: ${plan.title[lang]}`)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${day(event.date)}`,
      `DTEND;VALUE=DATE:${nextDay(event.date)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
