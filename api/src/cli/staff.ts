import { staffCommand } from '../features/staff/commands';
import { CommandFailed } from '../features/delivery/commands';
import { runStaffCommand } from './staffCommand';

/**
 * `npm run staff -w api -- add --email x@y --role admin` (and list, disable, enable, set-role,
 * reset-password): staff accounts. On a terminal the password is asked for twice without echo;
 * otherwise the first line of standard input is the password (`… < file`, a secrets manager's pipe).
 */

/** One line typed without echo (raw mode: the terminal shows nothing, not even stars). */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(`${prompt}: `);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (err: Error | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(null);
        if (ch === '\u0003' || ch === '\u0004') return done(new CommandFailed('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden(prompt);
  const again = await askHidden(`${prompt} (again)`);
  if (first !== again) throw new CommandFailed('The two passwords differ; nothing was changed.');
  return first;
}

runStaffCommand((handle, argv) => staffCommand(handle.db, argv, { readPassword }));
