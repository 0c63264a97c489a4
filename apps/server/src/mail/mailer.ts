import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One e-mail, with an HTML and a plain-text body (the same words). */
export interface MailMessage {
  to: string;
  /** Shown beside the sender address: the visitor's brand. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: Date;
}

/** Development without SMTP_URL: the messages of this process, newest first, for the outbox page. */
export interface DevOutbox {
  entries(): readonly OutboxEntry[];
  find(id: number): OutboxEntry | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Whether a message goes anywhere (SMTP, or the development outbox): else nothing may promise one. */
  sends: boolean;
  /** Present in development without SMTP_URL (docs/decisions/025). */
  outbox: DevOutbox | undefined;
  close(): void;
}

/** Enough to read the last few messages in development; older ones drop off. */
const OUTBOX_SIZE = 20;

export interface MailerSettings {
  smtpUrl: string | undefined;
  from: string;
  /** No configured origins (BRAND_ORIGINS, PUBLIC_ORIGIN): the development outbox may be shown. */
  development: boolean;
}

/**
 * E-mail over SMTP with nodemailer when SMTP_URL is set; otherwise into the development outbox,
 * or, outside development, nowhere: the server still starts, and nothing offers to send one
 * (docs/decisions/050: the save offer is hidden and its route answers 404).
 */
export function createMailer({ smtpUrl, from, development }: MailerSettings, log: FastifyBaseLogger): Mailer {
  const address = (message: MailMessage) => ({ name: message.fromName, address: from });
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: address(message),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      sends: true,
      outbox: undefined,
      close: () => transport.close(),
    };
  }
  if (!development) {
    log.warn('e-mail is off: SMTP_URL is not set, so no page offers to save a check for later');
    // Nothing offers to send (the save offer is hidden, its route says so): this is a fault if reached.
    return {
      async send() {
        throw new Error('No e-mail is sent: SMTP_URL is not set');
      },
      sends: false,
      outbox: undefined,
      close: () => undefined,
    };
  }
  const kept: OutboxEntry[] = [];
  let lastId = 0;
  return {
    async send(message) {
      kept.unshift({ ...message, id: ++lastId, sentAt: new Date() });
      kept.length = Math.min(kept.length, OUTBOX_SIZE);
    },
    sends: true,
    outbox: { entries: () => kept, find: (id) => kept.find((entry) => entry.id === id) },
    close: () => undefined,
  };
}
