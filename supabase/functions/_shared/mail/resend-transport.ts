/** Production transport: Resend's HTTP API (hosted Supabase blocks outbound SMTP). */
import { displayName, truncate } from './text.ts';
import {
  PermanentMailError,
  type MailAddress,
  type MailTransport,
  type OutgoingMail,
} from './types.ts';

export interface ResendOptions {
  apiKey: string;
  /** Override for tests; default https://api.resend.com */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function formatAddress({ name, address }: MailAddress): string {
  const safe = name ? displayName(name) : '';
  return safe ? `"${safe}" <${address}>` : address;
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function resendBody(mail: OutgoingMail): Record<string, unknown> {
  return {
    from: formatAddress(mail.from),
    to: mail.to.map(formatAddress),
    ...(mail.replyTo ? { reply_to: [formatAddress(mail.replyTo)] } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.encoding === 'base64' ? a.content : base64Utf8(a.content),
            content_type: a.contentType,
            ...(a.contentId ? { content_id: a.contentId } : {}),
          })),
        }
      : {}),
  };
}

export function createResendTransport(options: ResendOptions): MailTransport {
  const baseUrl = (options.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    label: 'Resend API',
    async send(mail) {
      const response = await doFetch(`${baseUrl}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          'Content-Type': 'application/json',
          // Resend sends a message once per key within 24 h, so a retry after a lost answer
          // cannot duplicate it.
          'Idempotency-Key': mail.idempotencyKey,
          'User-Agent': 'send-notification',
        },
        body: JSON.stringify(resendBody(mail)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      if (response.ok) {
        try {
          return { id: String((JSON.parse(text) as { id?: unknown }).id ?? '') || undefined };
        } catch {
          return {};
        }
      }
      const detail = `Resend ${response.status}: ${truncate(text, 300)}`;
      // 409: the same key is still in flight; 429 and 5xx: try again later. The rest won't heal.
      if (response.status === 409 || response.status === 429 || response.status >= 500) {
        throw new Error(detail);
      }
      throw new PermanentMailError(detail);
    },
  };
}
