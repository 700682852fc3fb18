import type { OutgoingMail } from './types.ts';

/** Our message as nodemailer options; nodemailer encodes every header itself. */
export function toNodemailerMessage(mail: OutgoingMail) {
  const domain = mail.from.address.split('@')[1] ?? 'localhost';
  return {
    from: { name: mail.from.name ?? '', address: mail.from.address },
    to: mail.to.map((a) => ({ name: a.name ?? '', address: a.address })),
    ...(mail.replyTo
      ? { replyTo: { name: mail.replyTo.name ?? '', address: mail.replyTo.address } }
      : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // A stable Message-ID lets receiving servers and mail clients spot a repeated send.
    messageId: `<${mail.idempotencyKey}@${domain}>`,
    ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
      ...(a.encoding ? { encoding: a.encoding } : {}),
      ...(a.contentId ? { cid: a.contentId } : {}),
    })),
    // Content is always inline: never let a message read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
