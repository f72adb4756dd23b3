import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderMailer } from './mailer';
import { buildMessage } from './message';
import { messageIsAbout, readableMessage, removeMailFilesAbout, removeMailFilesBefore } from './mailFolder';
import type { Submission } from './submission';

/** Copies that outlived their rows (a restore from an older backup) are still found and deleted. */
const person = (n: number, name: string): Submission => ({
  kind: 'enquiry',
  id: n,
  public_id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: `+91 98100 1234${n}`,
  subject: 'Site visit',
  message: n % 2 === 0 ? 'Ünïcödé text so the body is encoded — बालकनी' : 'Plain text.',
  page: '',
  created_at: '2026-11-01T10:00:00.000Z',
});

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-folder-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function write(s: Submission): Promise<string> {
  const message = buildMessage(s, {
    from: 'web@example.com',
    to: ['sales@example.com'],
    siteUrl: 'http://localhost:3000',
  });
  await folderMailer(dir).send(message);
  return path.join(dir, `${message.ref}.eml`);
}

describe('the mail folder', () => {
  it('reads the phone and e-mail of a message whatever its body encoding', async () => {
    for (const s of [person(1, 'Asha Rao'), person(2, 'Vikram Sethi')]) {
      const text = readableMessage(fs.readFileSync(await write(s), 'utf8'));
      expect(text).toContain(`Phone: ${s.phone}`);
      expect(messageIsAbout(text, { phone: '9810012340'.slice(0, 9) + String(s.id) })).toBe(true);
      expect(messageIsAbout(text, { email: s.email.toUpperCase() })).toBe(true);
      expect(messageIsAbout(text, { email: 'someone.else@example.com', phone: '9999999999' })).toBe(false);
    }
  });

  it('a request to be forgotten deletes the person’s copies, found by e-mail or phone, and no other', async () => {
    const asha = await write(person(1, 'Asha Rao'));
    const vikram = await write(person(2, 'Vikram Sethi'));
    const meera = await write(person(3, 'Meera Iyer'));
    expect(await removeMailFilesAbout(dir, { email: 'ASHA.RAO@example.com' })).toBe(1);
    expect(await removeMailFilesAbout(dir, { phone: '098100 12342' })).toBe(1);
    expect([fs.existsSync(asha), fs.existsSync(vikram), fs.existsSync(meera)]).toEqual([false, false, true]);
  });

  it('retention deletes copies last written before the cutoff, whatever the database holds', async () => {
    const old = await write(person(1, 'Asha Rao'));
    const recent = await write(person(2, 'Vikram Sethi'));
    const longAgo = new Date('2023-01-01T00:00:00.000Z');
    fs.utimesSync(old, longAgo, longAgo);
    expect(await removeMailFilesBefore(dir, Date.parse('2024-11-27T00:00:00.000Z'))).toBe(1);
    expect([fs.existsSync(old), fs.existsSync(recent)]).toEqual([false, true]);
  });

  it('a folder that does not exist holds nothing to delete', async () => {
    expect(await removeMailFilesAbout(path.join(dir, 'none'), { email: 'a@example.com' })).toBe(0);
    expect(await removeMailFilesBefore(path.join(dir, 'none'), Date.now())).toBe(0);
  });
});
