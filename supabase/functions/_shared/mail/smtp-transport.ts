/** Self-hosting transport: any SMTP server, through nodemailer (SMTP_URL, e.g. smtps://u:p@host). */
import nodemailer from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message.ts';
import { PermanentMailError, type MailTransport } from './types.ts';

export function createSmtpTransport(
  url: string,
  extra: Record<string, unknown> = {},
): MailTransport {
  const transporter = nodemailer.createTransport(url, extra);
  let host = 'SMTP';
  try {
    const parsed = new URL(url);
    host = `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    // label without host
  }
  return {
    label: `SMTP (${host})`,
    async send(mail) {
      try {
        const info = await transporter.sendMail(toNodemailerMessage(mail));
        return { id: info.messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx replies are final refusals (bad address, policy); 4xx and network errors heal.
        if (typeof code === 'number' && code >= 500) {
          throw new PermanentMailError(`SMTP ${code}: ${(error as Error).message}`);
        }
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
