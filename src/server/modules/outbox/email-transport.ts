// Email through SMTP (nodemailer) when SMTP_URL is set; otherwise every email is recorded as skipped, so a
// newcomer running `npm start` sees in the Messages view what would have been sent.
import { z } from 'zod';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import type { Delivery, Transport } from './delivery.types.ts';

/** What the worker hands the email transport as a message's payload (content.ts's EmailContent). */
const emailPayload = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  fromName: z.string(),
  replyTo: z.string().nullable(),
  ics: z.object({ filename: z.string(), content: z.string() }).optional(),
});

export type EmailTransport = Transport & { close: () => void };

export function createEmailTransport(options: { smtpUrl?: string; from?: string }): EmailTransport {
  const { smtpUrl } = options;
  if (!smtpUrl)
    return Object.assign(async (): Promise<Delivery> => skipped(MESSAGE_REASONS.noEmailProvider), {
      close() {},
    });
  const from = options.from ?? 'no-reply@localhost';
  // A pool reuses connections between messages; a send that hangs gives up and is retried later. nodemailer is
  // loaded only here, when SMTP is configured: with the TLS root certificates its import parses, it costs ~0.2 s and
  // a few MB at every start (decision 025).
  const mailer = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  const send: Transport = async (message) => {
    if (!message.recipient) return skipped(MESSAGE_REASONS.noEmail);
    const content = emailPayload.parse(message.payload);
    try {
      await (await mailer).sendMail({
        from: { name: content.fromName, address: from },
        to: message.recipient,
        replyTo: content.replyTo ?? undefined,
        subject: content.subject,
        text: content.text,
        html: content.html,
        // The same id on every attempt: a receiver can tell a retried message from a new one.
        messageId: `<${message.id}@bookwell>`,
        attachments: content.ics
          ? [
              {
                filename: content.ics.filename,
                content: content.ics.content,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : [],
      });
      return { status: 'sent' };
    } catch (error) {
      return smtpFailure(error);
    }
  };
  return Object.assign(send, { close: () => void mailer.then((transporter) => transporter.close()) });
}

function skipped(reason: string): Delivery {
  return { status: 'skipped', reason };
}

/** A 5xx answer is final (address refused, message rejected); a 4xx answer, a timeout or a lost connection may pass. */
function smtpFailure(error: unknown): Delivery {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const reason = `SMTP: ${(message ?? String(error)).slice(0, 200)}`;
  if (responseCode !== undefined && responseCode >= 500) return { status: 'failed', reason };
  return { status: 'retry', reason };
}
