import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CommandFailed, UsageError } from '../delivery';
import { AccountChangeRefused, changeAccount, createAccount, resetPassword } from './accounts';
import { accountByEmail, listAccounts } from './repository';
import { isStaffRole, normaliseEmail, STAFF_ROLES } from './roles';

/**
 * `npm run staff -w api -- <command>`: staff accounts from the command line, the only way to make
 * the first admin (there is no default account). Passwords are read by `readPassword` (the CLI
 * prompts without echo, or reads one line from a pipe), never from the arguments, which other
 * users of the machine can see and shells keep in their history.
 */

export const STAFF_USAGE = [
  'usage: npm run staff -w api -- <command>',
  `  add --email <address> --role <${STAFF_ROLES.join('|')}>   (asks for the password)`,
  '  list',
  '  disable --email <address>',
  '  enable --email <address>',
  `  set-role --email <address> --role <${STAFF_ROLES.join('|')}>`,
  '  reset-password --email <address>                (asks for the new password; ends its sessions)',
].join('\n');

export interface StaffCommandIo {
  /** The password, asked for (twice on a terminal) or read from standard input. */
  readPassword(prompt: string): Promise<string>;
  now?: () => number;
}

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
    if (values.password !== undefined)
      throw new UsageError(
        `--password is not accepted: the password is asked for, never given on the command line\n${STAFF_USAGE}`,
      );
    return { command: positionals[0], extra: positionals.slice(1), email: values.email, role: values.role };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${(err as Error).message}\n${STAFF_USAGE}`);
  }
}

const need = (value: string | undefined, flag: string) => {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required\n${STAFF_USAGE}`);
  return value;
};

function role(value: string | undefined) {
  const r = need(value, '--role').trim().toLowerCase();
  if (!isStaffRole(r)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}, got '${value}'`);
  return r;
}

export async function staffCommand(db: Kysely<Database>, argv: string[], io: StaffCommandIo): Promise<string> {
  const { command, extra, email, role: roleArg } = parse(argv);
  if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}'\n${STAFF_USAGE}`);
  const now = io.now ?? Date.now;
  const actor = { via: 'command' } as const;
  try {
    switch (command) {
      case 'add': {
        const address = need(email, '--email');
        const r = role(roleArg);
        if ((await accountByEmail(db, normaliseEmail(address))) !== undefined)
          throw new CommandFailed(`An account for ${normaliseEmail(address)} already exists`);
        const account = await createAccount(
          db,
          { email: address, role: r, password: await io.readPassword('Password') },
          actor,
          now(),
        );
        return `Added ${account.email} (${account.role}).\n`;
      }
      case 'list': {
        const accounts = await listAccounts(db);
        if (accounts.length === 0)
          return 'No staff accounts yet: add one with `npm run staff -w api -- add --email … --role admin`.\n';
        const rows = accounts.map(
          (a) => `${a.email}\t${a.role}\t${a.disabled ? 'disabled' : 'active'}\t${a.createdAt}`,
        );
        return `${['email\trole\tstate\tcreated', ...rows].join('\n')}\n`;
      }
      case 'disable':
      case 'enable': {
        const disabled = command === 'disable';
        const { after } = await changeAccount(db, { email: need(email, '--email') }, { disabled }, actor, now());
        return `${after.email} is ${disabled ? 'disabled (its sessions have ended)' : 'enabled'}.\n`;
      }
      case 'set-role': {
        const { after } = await changeAccount(
          db,
          { email: need(email, '--email') },
          { role: role(roleArg) },
          actor,
          now(),
        );
        return `${after.email} is now ${after.role}.\n`;
      }
      case 'reset-password': {
        const ref = { email: need(email, '--email') };
        if ((await accountByEmail(db, normaliseEmail(ref.email))) === undefined)
          throw new CommandFailed(`No staff account ${normaliseEmail(ref.email)}`);
        const account = await resetPassword(db, ref, await io.readPassword('New password'), actor, now());
        return `Password of ${account.email} changed; its sessions have ended.\n`;
      }
      default:
        throw new UsageError(command === undefined ? STAFF_USAGE : `Unknown command '${command}'\n${STAFF_USAGE}`);
    }
  } catch (err) {
    if (err instanceof AccountChangeRefused) throw new CommandFailed(err.message);
    throw err;
  }
}
