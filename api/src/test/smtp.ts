import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server): records every message it accepts, and can
 * refuse connections (421, as a server that is down for maintenance does), answer MAIL FROM, RCPT TO
 * or DATA with a refusal (550 unknown user, 451 try later…), hold a message's DATA until released
 * (a slow server, or one a crash interrupts mid-delivery) or never answer it (a hung server).
 */

export interface ReceivedMail {
  raw: string;
  /** Header names in lower case, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The decoded text body. */
  text: string;
  envelopeFrom: string;
  envelopeTo: string[];
  receivedAt: number;
}

/** An SMTP reply the test server answers with instead of accepting (550 unknown user, 451 try later…). */
export interface SmtpReply {
  code: number;
  message: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Refuse every new connection with 421 while true. */
  refusing: boolean;
  /** While set, each DATA waits for this promise before it is accepted. */
  hold: Promise<void> | null;
  /** Called when a message's DATA has arrived (before it is accepted). */
  onData: (() => void) | null;
  /** Each DATA is answered this many ms late (a slow server). */
  delayMs: number;
  /** While set, MAIL FROM is answered with this reply. */
  mailFromReply: SmtpReply | null;
  /** RCPT TO of an address this returns a reply for is answered with it. */
  rcptReply: ((address: string) => SmtpReply | null) | null;
  /** A message's DATA this returns a reply for is answered with it (after the whole message arrived). */
  dataReply: ((headers: Map<string, string>) => SmtpReply | null) | null;
  /** A message this returns true for is never answered (a server that hangs after its DATA). */
  holdForever: ((headers: Map<string, string>) => boolean) | null;
  /** Headers of the messages held by `holdForever` so far (their DATA arrived and is never answered). */
  heldForever: Map<string, string>[];
  /** Messages carrying X-Submission-Id = ref. */
  bySubmission(ref: string): ReceivedMail[];
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), decodeWords(line.slice(i + 1).trim()));
  }
  const text = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
  return { headers, text };
}

const refusal = (reply: SmtpReply) => Object.assign(new Error(reply.message), { responseCode: reply.code });

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const smtp: TestSmtp = {
    url: '',
    port: 0,
    messages,
    refusing: false,
    hold: null,
    onData: null,
    delayMs: 0,
    mailFromReply: null,
    rcptReply: null,
    dataReply: null,
    holdForever: null,
    heldForever: [],
    bySubmission: (ref) => messages.filter((m) => m.headers.get('x-submission-id') === ref),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the client would otherwise upgrade to TLS with the server's self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A pooled client keeps idle connections: closing the server ends them after this long.
    closeTimeout: 200,
    onConnect(_session, callback) {
      if (!smtp.refusing) return callback();
      return callback(refusal({ code: 421, message: 'Service not available, try again later' }));
    },
    onMailFrom(_address, _session, callback) {
      return smtp.mailFromReply ? callback(refusal(smtp.mailFromReply)) : callback();
    },
    onRcptTo(address, _session, callback) {
      const reply = smtp.rcptReply?.(address.address);
      return reply ? callback(refusal(reply)) : callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        smtp.onData?.();
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseMail(raw);
        if (smtp.holdForever?.(headers)) {
          smtp.heldForever.push(headers);
          return;
        }
        const reply = smtp.dataReply?.(headers);
        if (reply) return callback(refusal(reply));
        const accept = () => {
          messages.push({
            raw,
            headers,
            text,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            receivedAt: Date.now(),
          });
          callback(null, 'Queued');
        };
        const held = smtp.hold ?? Promise.resolve();
        const later = () => (smtp.delayMs > 0 ? setTimeout(accept, smtp.delayMs) : accept());
        held.then(later, later);
      });
    },
  });
  server.on('error', () => undefined); // a client dropping mid-session is not a test failure
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  smtp.port = (server.server.address() as AddressInfo).port;
  smtp.url = `smtp://127.0.0.1:${smtp.port}`;
  return smtp;
}
