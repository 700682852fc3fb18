import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileOutboxTransport } from './file-outbox-transport.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('file outbox transport', () => {
  it('writes one .eml file per message, creating the folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    dirs.push(root);
    const dir = path.join(root, 'nested', 'outbox');
    const transport = createFileOutboxTransport(dir);
    const mail = {
      idempotencyKey: 'k1-visitor',
      from: { name: 'Brand', address: 'noreply@example.com' },
      to: [{ name: 'Anna', address: 'anna@example.com' }],
      subject: 'Ihre Buchungsanfrage',
      text: 'Grüß Gott',
      html: '<p>Grüß Gott</p>',
    };
    await transport.send(mail);
    await transport.send(mail); // a repeat is visible as a second file, never an overwrite
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml') && f.includes('k1-visitor'))).toBe(true);
    // The mails hold visitors' names, addresses and phone numbers: readable by the owner only.
    for (const file of files) expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Ihre Buchungsanfrage$/m);
    expect(eml).toMatch(/^To: Anna <anna@example.com>$/m);
  });
});
