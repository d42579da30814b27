import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Tokens travel in verification and reset URLs; they never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]').replace(/(\/reset-password\/)[^/?#]+/gi, '$1[redacted]');
}

/** Structured pino logs without passwords, tokens, cookies or authorization headers. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordConfirmation',
        '*.newPasswordConfirmation',
        '*.passwordHash',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
