import { connect, type DatabaseHandle } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { CommandFailed, UsageError } from '../delivery';
import { staffCommand, STAFF_USAGE } from './commands';
import { passwordMatches } from './passwords';
import { credentialsOf, readAudit } from './repository';
import { startSession } from './sessions';

/** `npm run staff -w api -- …`: the command's logic on a test database, with the password given by the test. */

let tdb: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  tdb = await createTestDatabase();
  handle = await connect({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
  await tdb.dispose();
});

const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const run = (argv: string[], password = 'mango river slate 77') =>
  staffCommand(handle.db, argv, { readPassword: async () => password, now: () => NOW });

describe('npm run staff', () => {
  it('starts with no account at all', async () => {
    expect(await run(['list'])).toMatch(/^No staff accounts yet/);
  });

  it('adds an account with an argon2id hash of the password it reads, and lists it', async () => {
    expect(await run(['add', '--email', 'Owner@Example.in', '--role', 'admin'])).toBe(
      'Added owner@example.in (admin).\n',
    );
    const stored = await credentialsOf(handle.db, 'owner@example.in');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(stored?.passwordHash ?? '', 'mango river slate 77')).toBe(true);
    await run(['add', '--email', 'desk@example.in', '--role', 'agent'], 'quiet harbour lemon 12');
    expect(await run(['list'])).toBe(
      'email\trole\tstate\tcreated\n' +
        'desk@example.in\tagent\tactive\t2026-11-28T09:00:00.000Z\n' +
        'owner@example.in\tadmin\tactive\t2026-11-28T09:00:00.000Z\n',
    );
  });

  it('refuses weak passwords with a clear message, and a password on the command line', async () => {
    const add = (password: string) => run(['add', '--email', 'weak@example.in', '--role', 'editor'], password);
    await expect(add('short')).rejects.toThrow(/at least 12 characters/);
    await expect(add('aaaaaaaaaaaaaaaa')).rejects.toThrow(/too few different characters/);
    await expect(add('MyPassword2026!')).rejects.toThrow(/common fragment such as 'password'/);
    await expect(add('weak-and-long-enough')).rejects.toThrow(/must not contain the e-mail address/);
    await expect(add('weak@example.in x')).rejects.toBeInstanceOf(CommandFailed);
    await expect(run(['add', '--email', 'weak@example.in', '--role', 'editor', '--password', 'x'])).rejects.toThrow(
      /--password is not accepted/,
    );
    expect(await credentialsOf(handle.db, 'weak@example.in')).toBeUndefined();
  });

  it('refuses usage mistakes with the usage', async () => {
    for (const argv of [
      [],
      ['remove'],
      ['add', '--role', 'admin'],
      ['add', '--email', 'a@example.in'],
      ['add', '--email', 'a@example.in', '--role', 'owner'],
      ['list', 'extra'],
      ['list', '--colour'],
    ])
      await expect(run(argv)).rejects.toBeInstanceOf(UsageError);
    await expect(run([])).rejects.toThrow(STAFF_USAGE);
    await expect(run(['add', '--email', 'not an address', '--role', 'agent'])).rejects.toThrow(/Not an e-mail address/);
    await expect(run(['add', '--email', 'OWNER@example.in', '--role', 'agent'])).rejects.toThrow(/already exists/);
    await expect(run(['disable', '--email', 'nobody@example.in'])).rejects.toThrow(
      /No staff account nobody@example.in/,
    );
  });

  it('disables (ending its sessions), enables, sets the role and resets the password, each in the audit log', async () => {
    const desk = await credentialsOf(handle.db, 'desk@example.in');
    const id = desk?.account.id ?? 0;
    await startSession(handle.db, id, NOW);
    expect(await run(['disable', '--email', 'desk@example.in'])).toMatch(/disabled/);
    expect(await handle.db.selectFrom('staff_sessions').select('id').where('account_id', '=', id).execute()).toEqual(
      [],
    );
    expect(await run(['list'])).toMatch(/desk@example.in\tagent\tdisabled/);
    expect(await run(['enable', '--email', 'desk@example.in'])).toMatch(/enabled/);
    expect(await run(['set-role', '--email', 'desk@example.in', '--role', 'editor'])).toBe(
      'desk@example.in is now editor.\n',
    );
    await startSession(handle.db, id, NOW);
    expect(await run(['reset-password', '--email', 'desk@example.in'], 'velvet comet orchard 3')).toMatch(
      /Password of desk@example.in changed/,
    );
    expect(await handle.db.selectFrom('staff_sessions').select('id').where('account_id', '=', id).execute()).toEqual(
      [],
    );
    const now = await credentialsOf(handle.db, 'desk@example.in');
    expect(await passwordMatches(now?.passwordHash ?? '', 'velvet comet orchard 3')).toBe(true);
    expect(await passwordMatches(now?.passwordHash ?? '', 'quiet harbour lemon 12')).toBe(false);

    const entries = await readAudit(handle.db, { limit: 10 });
    const subject = `staff_account:${id}`;
    expect(entries.filter((e) => e.subject === subject).map((e) => [e.action, e.via, e.actor])).toEqual([
      ['staff.reset-password', 'command', null],
      ['staff.set-role', 'command', null],
      ['staff.enable', 'command', null],
      ['staff.disable', 'command', null],
      ['staff.create', 'command', null],
    ]);
    const setRole = entries.find((e) => e.action === 'staff.set-role');
    expect(setRole).toMatchObject({
      at: '2026-11-28T09:00:00.000Z',
      before: { email: 'desk@example.in', role: 'agent', disabled: false },
      after: { email: 'desk@example.in', role: 'editor', disabled: false },
    });
    // No password and no hash is ever in the log.
    expect(JSON.stringify(entries)).not.toMatch(/argon|velvet|harbour|mango/);
  });

  it('the command line may disable the last admin (it is also the way back)', async () => {
    expect(await run(['disable', '--email', 'owner@example.in'])).toMatch(/disabled/);
    expect(await run(['enable', '--email', 'owner@example.in'])).toMatch(/enabled/);
  });
});
