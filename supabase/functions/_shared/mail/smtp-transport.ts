/** Self-hosting transport: any SMTP server, through nodemailer (SMTP_URL, e.g. smtps://u:p@host). */
import nodemailer from 'nodemailer';
import { toNodemailerMessage } from './nodemailer-message.ts';
import { MailConfigurationError, PermanentMailError, type MailTransport } from './types.ts';

/**
 * The deadlines of one send (docs/decisions/mail-delivery-deadlines.md). nodemailer's own
 * time-outs, apart from connecting and the greeting, are idle times that every line from the
 * server resets: a server answering EHLO with a `250-` line every 5 s held a send, and every
 * mail behind it, for as long as it went on. These bound each phase as a whole.
 */
export const SMTP_DEADLINES = {
  /** To open the connection (DNS included). */
  connectMs: 10_000,
  /** For the server's greeting once connected. */
  greetingMs: 10_000,
  /** From the start until the DATA command: greeting, EHLO, STARTTLS, AUTH, MAIL FROM, RCPT TO. */
  readyMs: 60_000,
  /**
   * From the DATA command until the final reply: sending the message, then the 10 minutes
   * RFC 5321 (4.5.3.2.6) gives a server to answer it. A relay that takes long here may already
   * have the message; a retry carries the same Message-ID (nodemailer-message.ts).
   */
  dataMs: 600_000,
} as const;

type SmtpDeadlines = { [K in keyof typeof SMTP_DEADLINES]: number };

/** Connections to one relay at once: relays limit them per client, and queue the rest. */
const SMTP_CONCURRENCY = 4;

/** Refusals of the login (RFC 4954): a wrong password heals once it is put right. */
const AUTH_REFUSALS = new Set([530, 534, 535, 538]);

class SmtpDeadlineExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmtpDeadlineExceeded';
  }
}

/**
 * Sees the commands nodemailer sends (its transaction log, without the message itself), to
 * tell when the DATA phase begins.
 */
function commandWatcher(onCommand: (command: string) => void) {
  const ignore = () => {};
  return {
    trace: ignore,
    info: ignore,
    warn: ignore,
    error: ignore,
    fatal: ignore,
    debug(entry: { tnx?: string }, message: unknown) {
      if (entry?.tnx === 'client' && typeof message === 'string') onCommand(message);
    },
  };
}

export function createSmtpTransport(
  url: string,
  extra: Record<string, unknown> = {},
  deadlines: SmtpDeadlines = SMTP_DEADLINES,
): MailTransport {
  let host = 'SMTP';
  try {
    const parsed = new URL(url);
    host = `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    // label without host
  }
  return {
    label: `SMTP (${host})`,
    deadlineMs: deadlines.readyMs + deadlines.dataMs,
    maxConcurrency: SMTP_CONCURRENCY,
    async send(mail, { signal } = {}) {
      const phase = new AbortController();
      const expire = (message: string) => phase.abort(new SmtpDeadlineExceeded(message));
      let inData = false;
      let timer = setTimeout(
        () => expire(`not ready for the message within ${deadlines.readyMs / 1000} s`),
        deadlines.readyMs,
      );
      const onCommand = (command: string) => {
        if (inData || command.toUpperCase() !== 'DATA') return;
        inData = true;
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            expire(
              `no final reply within ${deadlines.dataMs / 1000} s of DATA: the relay may have the message`,
            ),
          deadlines.dataMs,
        );
      };
      // One transporter per send: its log tells this send's phase. Keys beside `url` apply
      // where the URL sets nothing (nodemailer merges them so).
      const transporter = nodemailer.createTransport({
        url,
        connectionTimeout: deadlines.connectMs,
        greetingTimeout: deadlines.greetingMs,
        // Idle time never decides: the phases above do, and the final reply may take 10 min.
        socketTimeout: deadlines.readyMs + deadlines.dataMs,
        ...extra,
        transactionLog: true,
        logger: commandWatcher(onCommand),
      });
      const abort = signal ? AbortSignal.any([phase.signal, signal]) : phase.signal;
      try {
        const info = await transporter.sendMail({ ...toNodemailerMessage(mail), signal: abort });
        return { id: info.messageId };
      } catch (error) {
        // A phase's deadline (its reason says which), or the outbox's deadline or shutdown.
        if (phase.signal.aborted) throw phase.signal.reason;
        if (signal?.aborted) throw signal.reason;
        throw classify(error);
      } finally {
        clearTimeout(timer);
        transporter.close();
      }
    },
  };
}

function classify(error: unknown): unknown {
  const { responseCode: code, code: kind } = error as { responseCode?: number; code?: string };
  const message = (error as Error).message;
  // A refused login: every mail fails alike until the credentials are put right.
  if (kind === 'EAUTH' || (typeof code === 'number' && AUTH_REFUSALS.has(code))) {
    return new MailConfigurationError(`SMTP ${code ?? kind}: ${message}`);
  }
  // Other 5xx replies are final refusals (bad address, policy); 4xx and network errors heal.
  if (typeof code === 'number' && code >= 500) {
    return new PermanentMailError(`SMTP ${code}: ${message}`);
  }
  return error;
}
