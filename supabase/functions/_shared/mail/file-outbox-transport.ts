/** Local-stack transport: each message becomes one .eml file to open in any mail program. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message.ts';
import type { MailTransport } from './types.ts';

export function createFileOutboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let ready: Promise<unknown> | null = null;
  return {
    label: `file outbox (${dir})`,
    async send(mail) {
      // The mails hold visitors' names, addresses and phone numbers: the owner's eyes only.
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const info = await composer.sendMail(toNodemailerMessage(mail));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        dir,
        `${stamp}-${mail.idempotencyKey.replace(/[^\w-]/g, '_')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      );
      // 'wx' never overwrites: a duplicate send would show up as a second file.
      await writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 });
      return { id: file };
    },
  };
}
