import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { smtpTransport, type MailTransport } from "#server/mail/sender.ts";

/*
 * A real SMTP server on the loopback interface, as a mail relay would answer: it accepts
 * every message (or refuses recipients a test names, with a 550) and keeps each one
 * parsed. It can stop and start again on the same port, as a mail server that goes down.
 */

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  readonly port: number;
  /** smtp://127.0.0.1:<port>, without TLS, as SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Recipients answered 550 (refused for good). */
  refuse: (address: string) => void;
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let server: SMTPServer | undefined;

  const listen = async (on: number) => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(
              Object.assign(mail, {
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              }),
            );
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.once("error", reject);
      instance.listen(on, "127.0.0.1", () => resolve());
    });
    server = instance;
    return (instance.server.address() as AddressInfo).port;
  };

  const bound = await listen(port);
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    refuse: (address) => refused.add(address),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    start: async () => {
      await listen(bound);
    },
  };
}

export const TEST_MAIL_FROM = "Observatório <nao-responda@example.org>";

/**
 * A test file's SMTP server and the site's transport to it, started before its first test
 * and closed after its last; each test starts with nothing received.
 */
export function useSmtpServer(): { server: TestSmtpServer; transport: MailTransport } {
  const mail = {} as { server: TestSmtpServer; transport: MailTransport };
  beforeAll(async () => {
    mail.server = await startSmtpServer();
    mail.transport = smtpTransport(mail.server.url, TEST_MAIL_FROM);
  });
  afterAll(async () => {
    mail.transport.close();
    await mail.server.stop();
  });
  beforeEach(() => {
    mail.server.received.length = 0;
  });
  return mail;
}
