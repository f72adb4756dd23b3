import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { databaseTarget, type ConnectOptions } from '../../db/connection';
import { UsageError } from '../delivery';
import { backupDatabase, defaultBackupDir, restoreDatabase, type RestoreResult } from './backup';

/**
 * `npm run backup` and `npm run restore`: arguments and output; the work is in backup.ts. Each
 * returns what the command prints. Nothing printed names a password or a visitor.
 */

export const BACKUP_USAGE = 'usage: npm run backup -w api -- [--out <folder>] [--keep <n>]';
export const RESTORE_USAGE =
  'usage: npm run restore -w api -- <backup file> [--force]   (stop the API and any delivery worker first)';

export interface CommandSettings extends ConnectOptions {
  /** BACKUP_DIR: where backups go without --out. */
  backupDir?: string | undefined;
  /** The environment the PostgreSQL tools run with, and npm's INIT_CWD for relative arguments. */
  env: NodeJS.ProcessEnv;
}

/** Options and positional arguments, or a UsageError naming the mistake and the usage. */
function parse(argv: string[], options: ParseArgsConfig['options'], usage: string, positionals = 0) {
  try {
    const parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length !== positionals) throw new Error(`expected ${positionals} argument(s)`);
    return {
      values: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
    };
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${usage}`);
  }
}

/** A path the operator typed: `npm run -w api` runs in api/, npm's INIT_CWD is where they typed it. */
const fromCaller = (settings: CommandSettings, p: string) => path.resolve(settings.env.INIT_CWD ?? process.cwd(), p);

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

export async function backupCommand(argv: string[], settings: CommandSettings): Promise<string> {
  const { values } = parse(argv, { out: { type: 'string' }, keep: { type: 'string' } }, BACKUP_USAGE);
  const keepText = values.keep as string | undefined;
  const keep = keepText === undefined ? undefined : Number(keepText);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1))
    throw new UsageError(`--keep must be a whole number of backups, 1 or more; got '${keepText}'\n${BACKUP_USAGE}`);
  const out = values.out as string | undefined;
  const outDir = out === undefined ? defaultBackupDir(settings.backupDir, settings.dataDir) : fromCaller(settings, out);
  const result = await backupDatabase(databaseTarget(settings), { outDir, keep });
  const lines = [
    `Backup written: ${result.file}`,
    `Size: ${size(result.bytes)} (${result.bytes} bytes)`,
    `Checked: ${result.checked}`,
  ];
  if (keep !== undefined)
    lines.push(
      `Kept the newest ${keep}; deleted ${result.pruned.length} older backup(s)${result.pruned.length ? ':' : '.'}`,
    );
  lines.push(...result.pruned.map((f) => `  ${f}`));
  return `${lines.join('\n')}\n`;
}

export async function restoreCommand(argv: string[], settings: CommandSettings): Promise<string> {
  const { values, positionals } = parse(argv, { force: { type: 'boolean' } }, RESTORE_USAGE, 1);
  const file = fromCaller(settings, positionals[0] ?? '');
  const result = await restoreDatabase(databaseTarget(settings), file, { force: values.force === true });
  return restoreReport(file, result);
}

/** What a restore did, and what it means for the e-mail deliveries. */
export function restoreReport(backup: string, r: RestoreResult): string {
  const lines = [`Restored ${backup} into ${r.target}.`, `Checked: ${r.checked}.`];
  if (r.migrations.length > 0) lines.push(`Migrations applied to the restored copy: ${r.migrations.join(', ')}.`);
  if (r.keptAs)
    lines.push(
      `The replaced database is kept as ${r.keptAs}: delete it once the restore is checked (it holds personal data).`,
    );
  const d = r.deliveries;
  if ('unreadable' in d) {
    lines.push(
      `Deliveries carried over: none. The replaced database could not be read (${d.unreadable}), so submissions still`,
      'pending when the backup was taken will be sent when the API starts, also those delivered since: each such',
      'copy carries the same X-Submission-Id and Message-ID as the first, so the inbox (or a mail filter) can drop it.',
    );
  } else {
    lines.push(
      `Deliveries carried over: ${d.delivered + d.dead} (${d.delivered} delivered and ${d.dead} given up after the backup was taken,`,
      '  marked so in the restored database: they will not be sent again).',
      `Submissions stored after the backup was taken, not in it: ${d.notInBackup} (${d.notInBackupDelivered} of them had been delivered by e-mail).`,
    );
    if (d.deletedSince > 0)
      lines.push(
        `Submissions in the backup that the replaced database no longer held: ${d.deletedSince} (deleted since by retention or on`,
        '  request to be forgotten), deleted from the restored database again.',
      );
  }
  lines.push('Start the API: it delivers whatever is still pending.');
  return `${lines.join('\n')}\n`;
}
