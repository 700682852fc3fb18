import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileOutboxTransport, writeDurably } from './file-outbox-transport.ts';
import type { OutgoingMail } from './types.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  dirs.push(root);
  return root;
}

const mail: OutgoingMail = {
  idempotencyKey: '0b6f2c8e-4c43-4d43-9a52-8d1f1d0c9e11-visitor',
  from: { name: 'Brand', address: 'noreply@example.com' },
  to: [{ name: 'Anna', address: 'anna@example.com' }],
  subject: 'Ihre Buchungsanfrage',
  text: `Grüß Gott\n${'Eine Zeile des Textes, lang genug für einen halben Schreibvorgang.\n'.repeat(200)}`,
  html: '<p>Grüß Gott</p>',
};

/** Every entry of the folder: the .eml files and whatever else a failed write left behind. */
const entries = (dir: string) => readdir(dir).then((names) => names.sort());

describe('file outbox transport', () => {
  it('writes one .eml per mail, named by its key, owner-only, creating the folder', async () => {
    const dir = path.join(await tempRoot(), 'nested', 'outbox');
    const transport = createFileOutboxTransport(dir);
    await transport.send(mail);
    await transport.send({ ...mail, idempotencyKey: 'other-key-operator', subject: 'Neu' });
    expect(await entries(dir)).toEqual([`${mail.idempotencyKey}.eml`, 'other-key-operator.eml']);
    // The mails hold visitors' names, addresses and phone numbers: readable by the owner only.
    for (const file of await entries(dir)) {
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const eml = await readFile(path.join(dir, `${mail.idempotencyKey}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Ihre Buchungsanfrage$/m);
    expect(eml).toMatch(/^To: Anna <anna@example.com>$/m);
  });

  it('sends again once a folder that could not be created can be (ENOTDIR, then healed)', async () => {
    const root = await tempRoot();
    // A file where the outbox's parent folder should be: mkdir fails with ENOTDIR.
    await writeFile(path.join(root, 'data'), 'not a folder');
    const dir = path.join(root, 'data', 'outbox');
    const transport = createFileOutboxTransport(dir);
    await expect(transport.send(mail)).rejects.toMatchObject({ code: 'ENOTDIR' });
    // The cause goes away (the file is moved); the same running transport recovers.
    await rm(path.join(root, 'data'));
    await transport.send(mail);
    expect(await entries(dir)).toEqual([`${mail.idempotencyKey}.eml`]);
    // And again when the folder itself is removed while the stack runs.
    await rm(dir, { recursive: true });
    await transport.send(mail);
    expect(await entries(dir)).toEqual([`${mail.idempotencyKey}.eml`]);
  });

  it('leaves no empty or cut-off .eml when the disk is full, and one whole file after', async () => {
    const dir = path.join(await tempRoot(), 'outbox');
    let full = true;
    // A disk that fills up half-way through the write, then has room again.
    const transport = createFileOutboxTransport(dir, async (file, data) => {
      if (!full) return writeDurably(file, data);
      await writeFile(file, data.subarray(0, data.length >> 1), { mode: 0o600 });
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    });
    await expect(transport.send(mail)).rejects.toMatchObject({ code: 'ENOSPC' });
    await expect(transport.send(mail)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await entries(dir)).toEqual([]);
    full = false;
    await transport.send(mail);
    expect(await entries(dir)).toEqual([`${mail.idempotencyKey}.eml`]);
    const eml = await readFile(path.join(dir, `${mail.idempotencyKey}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Ihre Buchungsanfrage$/m);
    expect(eml.trimEnd()).toMatch(/--$/); // the last MIME boundary: the whole message
  });

  it('gives one file when a process killed between writing and recording sends again', async () => {
    const dir = path.join(await tempRoot(), 'outbox');
    const module = pathToFileURL(path.join(import.meta.dirname, 'file-outbox-transport.ts')).href;
    // A process that writes the mail and is killed (SIGKILL) before the outbox records it sent.
    const script = `
      const { createFileOutboxTransport } = await import(${JSON.stringify(module)});
      await createFileOutboxTransport(${JSON.stringify(dir)}).send(${JSON.stringify(mail)});
      process.kill(process.pid, 'SIGKILL');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const signal = await new Promise((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal, stderr).toBe('SIGKILL');
    expect(await entries(dir)).toEqual([`${mail.idempotencyKey}.eml`]);
    // The restarted stack finds the mail pending and sends it again: it replaces the file.
    await createFileOutboxTransport(dir).send(mail);
    expect(await entries(dir)).toEqual([`${mail.idempotencyKey}.eml`]);
  });
});
