// Stand-ins for the providers, started by tests and the bench: a real SMTP server (smtp-server) that parses what it
// receives, and a local HTTP server answering like Twilio's Messages API.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpStandIn = {
  url: string;
  /** Every message accepted, in order, as mailparser reads it. */
  received: ParsedMail[];
  /** How many messages each Message-ID arrived in. */
  countsById: () => Map<string, number>;
  close: () => Promise<void>;
};

/** An SMTP server on a free port; `parse: false` keeps only the Message-ID (for counting many messages fast). */
export async function startSmtpServer(options: { parse?: boolean } = {}): Promise<SmtpStandIn> {
  const parse = options.parse ?? true;
  const received: ParsedMail[] = [];
  const ids: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        if (parse) {
          const mail = await simpleParser(raw);
          received.push(mail);
          ids.push(mail.messageId ?? '');
        } else {
          ids.push(/^message-id:\s*(\S+)/im.exec(raw.toString('utf8'))?.[1] ?? '');
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    countsById() {
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
};

/** Answers like Twilio's Messages.json: 201 with a sid, or `status` when the test sets one. */
export async function startTwilioStandIn() {
  const requests: TwilioRequest[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status < 300 ? { sid: `SM${requests.length}` } : { message: 'The number is invalid' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
