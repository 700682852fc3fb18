/** Local-stack transport: each message becomes one .eml file to open in any mail program. */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message.ts';
import type { MailTransport } from './types.ts';

/** Writes `data` to a new file and flushes it to the disk before it is renamed into place. */
export async function writeDurably(file: string, data: Buffer): Promise<void> {
  // The mails hold visitors' names, addresses and phone numbers: the owner's eyes only.
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * One file per mail, named by the mail's idempotency key: a mail sent again (the stack was
 * killed after writing it and before recording it sent) replaces its file instead of adding a
 * second one. It is written under a temporary name and renamed, so a full disk or a crash leaves
 * no empty or cut-off .eml behind. The folder is created on every attempt, so a cause that goes
 * away (a file where a folder should be, a folder moved) stops failing without a restart.
 * `write` is replaceable for tests (a disk that fills up).
 */
export function createFileOutboxTransport(dir: string, write = writeDurably): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    label: `file outbox (${dir})`,
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const info = await composer.sendMail(toNodemailerMessage(mail));
      const file = path.join(dir, `${mail.idempotencyKey.replace(/[^\w-]/g, '_')}.eml`);
      // Not ending in .eml: a reader of the folder never takes a half-written file for a mail.
      const temporary = `${file}.${crypto.randomUUID().slice(0, 8)}.part`;
      try {
        await write(temporary, info.message as Buffer);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
      return { id: file };
    },
  };
}
