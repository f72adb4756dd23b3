import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { EMAIL } from 'contracts/api';
import { exportSubmissions, formatExport, parseInstant, type ExportFormat } from './export';
import { removeMailFilesAbout } from './mailFolder';
import { forgetPerson, phoneKey, removeMailFiles, type Deleted, type PersonQuery } from './retention';

/**
 * The staff commands' logic, apart from their process plumbing (src/cli/*.ts) so tests run it on a
 * test database. Each returns what the command prints; a usage mistake throws a UsageError.
 */

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A failure the command explains in its message (printed without a stack trace, exit 1). */
export class CommandFailed extends Error {
  override readonly name = 'CommandFailed';
}

export const LEADS_USAGE = 'usage: npm run leads -w api -- --since 2026-11-01 [--until 2026-12-01] [--format csv|json]';
export const FORGET_USAGE = 'usage: npm run forget -w api -- --email person@example.com | --phone 9876543210';

function parse(argv: string[], options: Record<string, { type: 'string' }>, usage: string) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | undefined
    >;
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${usage}`);
  }
}

/** `npm run leads`: the submissions since a date, with their delivery state, as CSV or JSON. */
export async function leadsCommand(db: Kysely<Database>, argv: string[]): Promise<string> {
  const v = parse(
    argv,
    { since: { type: 'string' }, until: { type: 'string' }, format: { type: 'string' } },
    LEADS_USAGE,
  );
  if (v.since === undefined) throw new UsageError(`--since is required\n${LEADS_USAGE}`);
  const since = parseInstant(v.since);
  if (since === undefined)
    throw new UsageError(`--since must be a date (2026-11-01) or an ISO-8601 time, got '${v.since}'`);
  const until = v.until === undefined ? undefined : parseInstant(v.until);
  if (v.until !== undefined && until === undefined)
    throw new UsageError(`--until must be a date (2026-12-01) or an ISO-8601 time, got '${v.until}'`);
  const format = (v.format ?? 'csv').toLowerCase();
  if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json, got '${v.format}'`);
  const rows = await exportSubmissions(db, { since, until });
  return formatExport(rows, format as ExportFormat);
}

export interface Forgotten {
  deleted: Deleted[];
  /** .eml files about the person that had no row left (removed by their content). */
  outlived: number;
}

/**
 * Forgets a person: every submission with their e-mail address or phone (with its delivery rows and
 * notes), and every .eml copy about them. The forget command and the staff leads inbox both use it.
 */
export async function forget(db: Kysely<Database>, who: PersonQuery, mailDir: string | undefined): Promise<Forgotten> {
  const deleted = await forgetPerson(db, who);
  await removeMailFiles(mailDir, deleted);
  // Copies that outlived their rows (a restore from an older backup) are found by their content.
  const outlived = mailDir ? await removeMailFilesAbout(mailDir, who) : 0;
  return { deleted, outlived };
}

/** `npm run forget`: deletes one person's submissions (and their .eml copies); prints what went. */
export async function forgetCommand(
  db: Kysely<Database>,
  argv: string[],
  mailDir: string | undefined,
): Promise<string> {
  const v = parse(argv, { email: { type: 'string' }, phone: { type: 'string' } }, FORGET_USAGE);
  if (v.email === undefined && v.phone === undefined) throw new UsageError(FORGET_USAGE);
  if (v.email !== undefined && !EMAIL.test(v.email.trim()))
    throw new UsageError(`--email must be an e-mail address, got '${v.email}'`);
  if (v.phone !== undefined && phoneKey(v.phone) === '')
    throw new UsageError(`--phone must hold at least ten digits, got '${v.phone}'`);
  const { deleted, outlived } = await forget(db, { email: v.email, phone: v.phone }, mailDir);
  const enquiries = deleted.filter((d) => d.kind === 'enquiry').length;
  const leads = deleted.length - enquiries;
  const more = outlived > 0 ? `, and ${outlived} more .eml file(s) about them that had no record left` : '';
  return `Deleted ${enquiries} enquiry(ies) and ${leads} loan lead(s), with their delivery records${mailDir ? ' and .eml files' : ''}${more}.\n`;
}
