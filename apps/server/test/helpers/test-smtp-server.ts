import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The saved check's link in a message's text (the /continue address). */
export function continueLinkOf(message: ParsedMail): URL {
  const found = /https?:\/\/\S+\/continue\?\S+/.exec(message.text ?? '')?.[0];
  if (!found) throw new Error('No link in the message');
  return new URL(found);
}

export interface TestSmtpServer {
  /** SMTP_URL for the server under test. */
  url: string;
  /** Every message received so far, parsed, oldest first. */
  messages: ParsedMail[];
  /** The first received message (from index `after` on) that `to` matches, waiting for it to arrive. */
  waitForMessage(to: string, after?: number, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (the smtp-server package), started by the test: the
 * server under test sends through it with nodemailer as it would through a provider's relay.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const arrived = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing waits this long for a client's connection to end, then ends it.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (message) => {
          messages.push(message);
          arrived.forEach((notify) => notify());
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');

  const recipients = (message: ParsedMail) =>
    [message.to]
      .flat()
      .flatMap((to) => to?.value ?? [])
      .map((entry) => entry.address?.toLowerCase());

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitForMessage(to, after = 0, timeoutMs = 10_000) {
      const find = () => messages.slice(after).find((message) => recipients(message).includes(to.toLowerCase()));
      return new Promise<ParsedMail>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          arrived.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          arrived.delete(check);
          reject(new Error(`No message to ${to} arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        arrived.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
