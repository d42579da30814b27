import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_ACTIVATION_CODE_KEY, parseActivationCodeKey } from './modules/organizations/activation-codes.ts';

/** The repository root, resolved from this file so it does not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalUrl,
  /** Connections each process keeps to the PostgreSQL server (DATABASE_URL). */
  DATABASE_POOL_MAX: positiveInt(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: booleanFlag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: positiveInt(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Bagdar <no-reply@bagdar.kz>'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  TRUST_PROXY: booleanFlag(false),
  RATE_LIMIT_AUTH_PER_IP: positiveInt(100),
  RATE_LIMIT_AUTH_PER_ACCOUNT: positiveInt(10),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  RUN_WORKER: booleanFlag(true),
  VERIFICATION_TOKEN_TTL_MINUTES: positiveInt(1440),
  RESET_TOKEN_TTL_MINUTES: positiveInt(60),
  ANALYSIS_COOLDOWN_DAYS: z.coerce.number().min(0).default(7),
  REPORT_THREADS: positiveInt(1),
  REPORTS_PER_USER: positiveInt(2),
  REPORT_CACHE_MB: positiveInt(64),
  /** The OpenAI-compatible provider (all three set) enriches the built-in analysis. */
  AI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: positiveInt(20_000),
  /** Uploads go to this S3-compatible bucket when set; otherwise to `<DATA_DIR>/media`. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  /** Also serialize every answer with Zod and fail on any difference (the tests; decision record 015). */
  RESPONSE_CROSS_CHECK: booleanFlag(false),
  /** Content reported by this many different users is hidden until a moderator reviews it. */
  MODERATION_AUTO_HIDE_REPORTS: positiveInt(3),
  /** Days between "delete my account" and the erasure; signing in during them cancels it. */
  ACCOUNT_DELETION_GRACE_DAYS: positiveInt(7),
  /** Below this age (from the date of birth) an account starts with the teen privacy defaults. */
  TEEN_PRIVACY_AGE: positiveInt(16),
  /** Registers POST /api/v1/test-clock/account-purge (the purge run at a given time) for browser tests. Never in production. */
  TEST_CLOCK_HOOK: booleanFlag(false),
  /** Production refuses to start without the secrets that have a development default. */
  NODE_ENV: z.string().optional(),
  /** Seals the activation codes kept for printing again (decision record 026): 32 bytes, hex or base64. */
  ACTIVATION_CODE_KEY: z
    .string()
    .optional()
    .refine((v) => !v || parseActivationCodeKey(v) !== null, {
      error: 'must be 32 bytes as 64 hex characters or base64',
    }),
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: URL;
  /** PostgreSQL server URL; undefined means the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  /** Size of the node-postgres pool of each process. */
  databasePoolMax: number;
  dataDir: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  sessionTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDistDir: string;
  trustProxy: boolean;
  rateLimit: { authPerIp: number; authPerAccount: number; windowSeconds: number };
  runWorker: boolean;
  tokenTtlMinutes: { verification: number; reset: number };
  /** Re-analysis is locked this long after an analysis completes. */
  analysisCooldownDays: number;
  /** PDF reports: render threads, renders in flight per user, bytes of last renders kept. */
  reports: { threads: number; perUser: number; cacheBytes: number };
  ai: { baseUrl: string | undefined; model: string | undefined; apiKey: string | undefined; timeoutMs: number };
  /** The S3-compatible upload store; `bucket` undefined means local disk. */
  s3: {
    endpoint: string | undefined;
    region: string;
    bucket: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  /** Every answer is also serialized by Zod and compared with the compiled serializer's bytes. */
  responseCrossCheck: boolean;
  /** Reports from this many distinct users hide the content until reviewed. */
  moderation: { autoHideReports: number };
  /** The grace period of an account deletion, in days. */
  accountDeletionGraceDays: number;
  /** The age from which the teen privacy defaults can be widened; below it they apply. */
  teenPrivacyAge: number;
  /** Whether the test hook that runs the account purge at a given time is registered. */
  testClockHook: boolean;
  /** The AES-256-GCM key of the sealed activation codes (a fixed development key outside production). */
  activationCodeKey: Buffer;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (or any record shaped like it); throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.ACTIVATION_CODE_KEY) {
    throw new ConfigError([
      'ACTIVATION_CODE_KEY: required when NODE_ENV=production (32 random bytes, e.g. `openssl rand -hex 32`)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: e.RATE_LIMIT_AUTH_PER_ACCOUNT,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    runWorker: e.RUN_WORKER,
    tokenTtlMinutes: { verification: e.VERIFICATION_TOKEN_TTL_MINUTES, reset: e.RESET_TOKEN_TTL_MINUTES },
    analysisCooldownDays: e.ANALYSIS_COOLDOWN_DAYS,
    reports: { threads: e.REPORT_THREADS, perUser: e.REPORTS_PER_USER, cacheBytes: e.REPORT_CACHE_MB * 1024 * 1024 },
    ai: {
      baseUrl: e.AI_BASE_URL,
      model: e.AI_MODEL || undefined,
      apiKey: e.AI_API_KEY || undefined,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET || undefined,
      accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    responseCrossCheck: e.RESPONSE_CROSS_CHECK,
    moderation: { autoHideReports: e.MODERATION_AUTO_HIDE_REPORTS },
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    teenPrivacyAge: e.TEEN_PRIVACY_AGE,
    testClockHook: e.TEST_CLOCK_HOOK,
    activationCodeKey:
      (e.ACTIVATION_CODE_KEY && parseActivationCodeKey(e.ACTIVATION_CODE_KEY)) || DEV_ACTIVATION_CODE_KEY,
  };
}
