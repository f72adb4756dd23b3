import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir } from './env';

const apiDir = path.resolve(__dirname, '../../api');

/**
 * Adds a staff account to the browser tests' site as an operator does (`npm run staff -w api --
 * add`, the password on standard input), through the built command the production install runs.
 * An address that exists already is left as it is (a retried test).
 */
export function addStaffAccount(email: string, role: 'admin' | 'editor' | 'agent', password: string): void {
  try {
    execFileSync(
      process.execPath,
      ['--conditions=compiled', 'dist/cli/staff.js', 'add', '--email', email, '--role', role],
      { cwd: apiDir, input: `${password}\n`, env: { ...process.env, API_DATA_DIR: e2eDataDir }, stdio: 'pipe' },
    );
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? '');
    if (!/already/i.test(output)) throw error;
  }
}
