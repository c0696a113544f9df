// Text messages through Twilio's REST API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set
// (TWILIO_API_URL points tests at a stand-in); otherwise every SMS is recorded as skipped.
import { z } from 'zod';
import { MESSAGE_REASONS } from '#shared/schemas/messages.ts';
import type { Delivery, Transport } from './delivery.types.ts';

const TIMEOUT_MS = 15_000;

const smsPayload = z.object({ body: z.string() });

export type TwilioConfig = { accountSid?: string; authToken?: string; from?: string; apiUrl: string };

export function createSmsTransport(config: TwilioConfig): Transport {
  const { accountSid, authToken, from } = config;
  if (!accountSid || !authToken || !from) {
    return async () => ({ status: 'skipped', reason: MESSAGE_REASONS.noSmsProvider });
  }
  const url = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return async (message): Promise<Delivery> => {
    if (!message.recipient) return { status: 'skipped', reason: MESSAGE_REASONS.noPhone };
    const { body } = smsPayload.parse(message.payload);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.recipient, From: from, Body: body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { status: 'retry', reason: `Twilio unreachable: ${(error as Error).message}` };
    }
    if (response.ok) {
      await response.body?.cancel();
      return { status: 'sent' };
    }
    const detail = await twilioMessage(response);
    const reason = `Twilio ${response.status}${detail ? `: ${detail}` : ''}`;
    // Too many requests or a fault on Twilio's side may pass; any other refusal (bad number, auth) will not.
    return response.status === 429 || response.status >= 500
      ? { status: 'retry', reason }
      : { status: 'failed', reason };
  };
}

async function twilioMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    const message = (parsed as { message?: unknown }).message;
    return typeof message === 'string' ? message.slice(0, 200) : '';
  } catch {
    return text.slice(0, 200);
  }
}
