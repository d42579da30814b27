import { deflateRawSync } from 'node:zlib';
import { ORG_LIMITS } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { createMember, createOrganization, postXlsx } from '../../test/org-factories.ts';
import type { TOrgTestBody } from '../../test/org-factories.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

/** A zip of the given parts, deflated (no CRCs: readers of xlsx here do not check them). */
function zipOf(parts: { name: string; text: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.text === 'string' ? Buffer.from(part.text) : part.text;
    const compressed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A valid xlsx of `rows` one-cell rows of inline text, its sheet stored first (before the workbook). */
function rowBomb(rows: number): Buffer {
  const chunks: string[] = ['<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  for (let r = 1; r <= rows; r += 1)
    chunks.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>a</t></is></c></row>`);
  chunks.push('</sheetData></worksheet>');
  const sheet = Buffer.from(chunks.join(''));
  const ns = 'http://schemas.openxmlformats.org';
  return zipOf([
    { name: 'xl/worksheets/sheet1.xml', text: sheet },
    {
      name: '[Content_Types].xml',
      text: `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      text: `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      text: `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
  ]);
}

describe('an import row bomb', () => {
  it('is refused at the row limit while the server keeps answering and its memory stays flat', async () => {
    const db = ctx.testDb.database.db;
    const org = await createOrganization(db);
    const admin = await createMember(db, org.id, 'ORG_ADMIN');
    const session = await signIn(ctx.app, admin.username, admin.password);
    const bomb = rowBomb(1_000_000);
    expect(bomb.length).toBeLessThanOrEqual(ORG_LIMITS.importFileBytes);

    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let slowestHealth = 0;
    let longestStall = 0;
    let done = false;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last - 10);
      last = now;
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 10);
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
        expect(health.statusCode).toBe(200);
        slowestHealth = Math.max(slowestHealth, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const response = await postXlsx(
      ctx.app,
      `/api/v1/admin/organizations/${org.id}/import/ORG_STUDENT/preview`,
      session,
      bomb,
    );
    const elapsed = performance.now() - started;
    done = true;
    await probe;
    clearInterval(ticker);

    expect(response.statusCode).toBe(400);
    expect(response.json<TOrgTestBody>()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS' });
    expect(slowestHealth).toBeLessThan(1000);
    expect(rssPeak - rssBefore).toBeLessThan(100 * 1024 * 1024);
    // Logged for the record: on a busy shared machine the stalls include other processes' time.
    console.info(
      `row bomb: ${bomb.length} bytes refused in ${Math.round(elapsed)} ms; slowest health ${Math.round(slowestHealth)} ms; longest stall ${Math.round(longestStall)} ms; RSS +${Math.round((rssPeak - rssBefore) / 1048576)} MB`,
    );
  });
});
