import fs from 'node:fs/promises';
import path from 'node:path';
import { phoneKey, type PersonQuery } from './retention';

/**
 * The mail folder as a store of personal data in its own right. Each .eml file is deleted with its
 * submission (retention.ts), but a file can outlive its row: a restore from a backup older than
 * the file, say. So a request to be forgotten also reads every .eml file for the person (the
 * visitor's address in Reply-To and the message's E-mail and Phone lines), and retention also
 * deletes files older than the retention period, whatever the database holds.
 */

/** A message's text as sent: its headers, and its body decoded from base64 or quoted-printable. */
export function readableMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return `${head}\n\n${decoded}`;
}

/** True when the message names this person: their address anywhere in it, or their phone's ten digits on its Phone line. */
export function messageIsAbout(text: string, who: PersonQuery): boolean {
  const email = who.email?.trim().toLowerCase();
  const phone = who.phone === undefined ? '' : phoneKey(who.phone);
  if (email && text.toLowerCase().includes(email)) return true;
  const line = /^Phone:\s*(.+)$/m.exec(text)?.[1] ?? '';
  return phone !== '' && phoneKey(line) === phone;
}

async function emlFiles(mailDir: string): Promise<string[]> {
  const names = await fs.readdir(mailDir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.eml')).map((n) => path.join(mailDir, n));
}

/** Deletes every .eml file in the folder about this person; returns how many went. */
export async function removeMailFilesAbout(mailDir: string, who: PersonQuery): Promise<number> {
  let removed = 0;
  for (const file of await emlFiles(mailDir)) {
    const raw = await fs.readFile(file, 'utf8').catch(() => '');
    if (raw && messageIsAbout(readableMessage(raw), who)) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Deletes every .eml file last written before `cutoff` (ms); returns how many went. */
export async function removeMailFilesBefore(mailDir: string, cutoff: number): Promise<number> {
  let removed = 0;
  for (const file of await emlFiles(mailDir)) {
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
