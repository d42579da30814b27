import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** The action link in the mail; logged when there is no SMTP server, so a local user can follow it. */
  link: string;
}

/** A mail written to the outbox inside a transaction, to be delivered after it commits. */
export interface QueuedMail {
  id: string;
  mail: OutgoingMail;
}

export interface Mailer {
  /** Records the mail in the outbox using the caller's transaction. */
  enqueue(tx: Db, mail: OutgoingMail): Promise<QueuedMail>;
  /** Delivers queued mails (SMTP, or the log line); failures are recorded on the outbox row, never thrown. */
  deliver(queued: QueuedMail[]): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(db: Db, config: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  async function deliverOne({ id, mail }: QueuedMail): Promise<void> {
    if (!transport) {
      log.info({ mailId: id, kind: mail.kind }, `Email to ${mail.to}: ${mail.link}`);
      return;
    }
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
    } catch (err) {
      log.error({ err, mailId: id, kind: mail.kind }, 'mail delivery failed; kept in the outbox');
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({ error: message.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    }
  }

  return {
    async enqueue(tx, mail) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return { id: row.id, mail };
    },
    async deliver(queued) {
      for (const item of queued) await deliverOne(item);
    },
    close() {
      transport?.close();
    },
  };
}

/** One mailer: SMTP when SMTP_URL is set, else the outbox table plus a log line. */
export const mailerPlugin = fp((app: FastifyInstance, options: { db: Db; config: AppConfig }, done: () => void) => {
  const mailer = createMailer(options.db, options.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', (_instance, hookDone) => {
    mailer.close();
    hookDone();
  });
  done();
});
