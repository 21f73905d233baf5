import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it is not the sender (the contact form: the visitor). */
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: (text: string) => void;
}

/** SMTP when configured; otherwise `.eml` files in DATA_DIR/outbox so that nothing is needed to try sign-up. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.mailFrom) : createOutboxMailer(options);
}

function createSmtpMailer(smtpUrl: string, mailFrom: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from: mailFrom });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(message);
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxMailer({ mailFrom, dataDir, log }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  // CRLF line breaks, as RFC 822 wants, so that mail clients open the files as they would a real message.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({ ...message, from: mailFrom });
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await mkdir(outbox, { recursive: true });
      await writeFile(path.join(outbox, name), info.message);
      const links = findLinks(message.text);
      log(
        `mail to ${message.to} "${message.subject}" saved to ${path.join(outbox, name)}` +
          (links.length > 0 ? `: ${links.join(' ')}` : ''),
      );
    },
    async close() {
      composer.close();
    },
  };
}

/** Lets a developer follow the activation or reset link straight from the console. */
function findLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[).,;:!?]+$/, '')))];
}
