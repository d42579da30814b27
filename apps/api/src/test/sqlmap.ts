import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { JsonSchema } from './openapi-fuzz.ts';

/** Where the Debian package puts sqlmap (`.ci/run` installs it); SQLMAP_BIN overrides. */
export const SQLMAP_BIN = process.env.SQLMAP_BIN ?? '/usr/bin/sqlmap';
export const sqlmapInstalled = () => existsSync(SQLMAP_BIN);
/** The port the scanned app listens on: 0 picks a free one (SECURITY_TEST_PORT pins it, e.g. in a shared machine's range). */
export const scanPort = Number(process.env.SECURITY_TEST_PORT ?? 0);
export const scanDatabaseLabel = () => (process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/** A harmless sample value for a parameter of this schema (sqlmap appends its payloads to it). */
export function sampleValue(schema: JsonSchema | undefined): string {
  if (!schema) return '1';
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return String(schema.minimum ?? 1);
  if (type === 'boolean') return 'true';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date') return '2025-01-01';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

export interface SqlmapFinding {
  url: string;
  place: string;
  parameter: string;
  techniques: string;
}

/**
 * Runs sqlmap over the targets in `bulkFile` (one URL a line; `*` marks a path parameter), signed
 * in with `cookie`, and returns what its CSV results file lists as injectable. Asynchronous on
 * purpose: the app under test answers from this same process.
 */
export function runSqlmap(options: {
  bulkFile: string;
  cookie: string;
  outputDir: string;
  resultsFile: string;
}): Promise<{ code: number; findings: SqlmapFinding[]; log: string }> {
  const args = [
    '-m',
    options.bulkFile,
    '--batch',
    '--level=1',
    '--risk=1',
    '--technique=BEU',
    '--dbms=PostgreSQL',
    '--threads=4',
    '--timeout=10',
    '--retries=1',
    '--skip-waf',
    // A route answers 404 for an id that is not there; sqlmap would drop such a target untested.
    '--ignore-code=404',
    '--flush-session',
    '--disable-coloring',
    `--cookie=${options.cookie}`,
    `--output-dir=${options.outputDir}`,
    `--results-file=${options.resultsFile}`,
    // Answer every prompt: test every parameter and every target even after the control is found.
    '--answers=follow=N,other=Y,keep testing=Y,skip further tests=N,set-cookie=N,decode=N,quit=N',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code: code ?? 1, findings: readResults(options.resultsFile), log });
    });
  });
}

/** sqlmap's multiple-targets CSV: `Target URL,Place,Parameter,Technique(s),Note(s)`. */
function readResults(file: string): SqlmapFinding[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [url = '', place = '', parameter = '', techniques = ''] = line.split(',');
      return { url, place, parameter, techniques };
    });
}
