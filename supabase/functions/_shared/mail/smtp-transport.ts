/** Self-hosting transport: any SMTP server, through nodemailer (SMTP_URL, e.g. smtps://u:p@host). */
import nodemailer from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message.ts';
import { PermanentMailError, type MailTransport } from './types.ts';

/**
 * nodemailer waits 2 minutes to connect, 30 s for the greeting and 10 minutes on a silent
 * socket; each of these is cut to a fraction of the outbox lease, so a dead server fails the
 * attempt (it is retried later) instead of holding the mail. A slow but live one keeps its
 * claim while it sends (outbox.ts renews it).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

export function createSmtpTransport(
  url: string,
  extra: Record<string, unknown> = {},
): MailTransport {
  // Keys beside `url` apply where the URL sets nothing (nodemailer merges them so).
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...extra });
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
