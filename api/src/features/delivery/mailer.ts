import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { addressOf, DELIVERY_DEFAULTS, describeSmtp, maxInFlight, type DeliveryConfig } from './config';
import type { MailMessage } from './message';

/**
 * Where messages go: an SMTP server (nodemailer's pooled SMTP transport: up to one connection per
 * message the worker has in flight, each reused for up to 100 messages, because opening a session
 * costs a server's greeting delay per message), or, with no SMTP settings, a folder of
 * .eml files (nodemailer's stream transport renders the same MIME message, written as
 * `<submission id>.eml`: a copy sent twice after a crash, or once per recipient, replaces the
 * first, nothing is lost and a developer opens them with any mail program).
 */
export interface Mailer {
  /** For log lines and the start-up message; never a password. */
  readonly description: string;
  /**
   * Sends one message to `recipient` (one DELIVERY_TO entry: the envelope names it alone, the To
   * header still names every address), or to the message's To list without one. Resolves with the
   * server's answer; rejects when the recipient was not accepted.
   */
  send(message: MailMessage, recipient?: string): Promise<string>;
  close(): void;
}

/**
 * A refusal that sending again would only get again: a 5xx reply to MAIL FROM, RCPT TO or DATA
 * (nodemailer's EENVELOPE and EMESSAGE; 503 aside, a command out of sequence). Connection errors,
 * timeouts, 4xx replies and failed authentication (a settings problem, fixed without touching the
 * queue) are temporary.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  const reply = replyCode(err) ?? 0;
  return (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE') && reply >= 500 && reply < 600 && reply !== 503;
}

/** The SMTP server's reply code in a failure, if the server answered at all. */
export function replyCode(err: unknown): number | undefined {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Time limits of one SMTP exchange, none above the worker's own limit for a message's answer (the
 * worker gives up on a send at `sendTimeoutMs` whatever happens; the client then also ends a
 * silent connection by then, so it does not stay open long after).
 */
export function smtpTimeouts(sendTimeoutMs: number) {
  return {
    connectionTimeout: Math.min(10_000, sendTimeoutMs),
    greetingTimeout: Math.min(10_000, sendTimeoutMs),
    socketTimeout: Math.min(20_000, sendTimeoutMs),
  };
}

const toMailOptions = (m: MailMessage, recipient?: string) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo,
  subject: m.subject,
  text: m.text,
  messageId: m.messageId,
  headers: m.headers,
  ...(recipient === undefined
    ? {}
    : { envelope: { from: addressOf(m.from) ?? m.from, to: [addressOf(recipient) ?? recipient] } }),
});

/**
 * `connections`: as many as the worker has sends in flight (slow ones included), so no message
 * waits in the pool's queue behind a connection the server does not answer.
 */
export function smtpMailer(
  url: string,
  connections = maxInFlight(DELIVERY_DEFAULTS),
  sendTimeoutMs: number = DELIVERY_DEFAULTS.sendTimeoutMs,
): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    maxMessages: 100,
    ...smtpTimeouts(sendTimeoutMs),
  });
  return {
    description: `SMTP ${describeSmtp(url)}`,
    async send(message, recipient) {
      const info = await transport.sendMail(toMailOptions(message, recipient));
      // nodemailer resolves when any recipient took the message: a refused one is only listed.
      const refused = info.rejectedErrors?.[0];
      if (refused) throw refused;
      if (info.rejected.length > 0)
        throw Object.assign(new Error('Recipient refused by the mail server'), { code: 'EENVELOPE' });
      return String(info.response ?? 'accepted');
    },
    close: () => transport.close(),
  };
}

export function folderMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `folder ${dir}`,
    async send(message) {
      const info = await transport.sendMail(toMailOptions(message));
      const data = info.message as Buffer;
      await fs.mkdir(dir, { recursive: true });
      // Whole files only: write aside, flush, then rename over any earlier copy.
      const file = path.join(dir, `${message.ref}.eml`);
      // One name per write: two recipients' copies of one submission may be written at once.
      const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      const handle = await fs.open(tmp, 'w', 0o600);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, file);
      return `written ${path.basename(file)}`;
    },
    close: () => undefined,
  };
}

export function createMailer(
  opts: Pick<DeliveryConfig, 'smtpUrl' | 'mailDir' | 'concurrency' | 'sendTimeoutMs'>,
): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl, maxInFlight(opts), opts.sendTimeoutMs) : folderMailer(opts.mailDir);
}

/** The .eml file of a submission in the folder (deleted with the submission). */
export const emlFile = (dir: string, ref: string) => path.join(dir, `${ref}.eml`);
