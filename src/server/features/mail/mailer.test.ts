import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer';

const message: MailMessage = {
  to: 'ana@example.com',
  subject: 'Activa tu cuenta en Vocero',
  text: 'Hola, Ana:\n\nActivar mi cuenta: http://localhost:3000/activar?token=abc123\n',
  html: '<p>Hola, Ana: <a href="http://localhost:3000/activar?token=abc123">Activar mi cuenta</a></p>',
};

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vocero-mail-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ''));
}

describe('outbox mailer', () => {
  it('writes each message as an .eml file and logs its link', async () => {
    const dataDir = await tempDir();
    const lines: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Vocero <no-reply@vocero.local>',
      dataDir,
      log: (line) => lines.push(line),
    });
    expect(mailer.kind).toBe('outbox');

    await mailer.send(message);
    await mailer.close();

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.eml$/);

    const raw = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''));
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(message.subject);
    expect(addresses(parsed.to)).toEqual(['ana@example.com']);
    expect(addresses(parsed.from)).toEqual(['no-reply@vocero.local']);
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html).toContain('http://localhost:3000/activar?token=abc123');
    expect(raw.toString('utf8')).toContain('multipart/alternative');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ana@example.com');
    expect(lines[0]).toContain(message.subject);
    expect(lines[0]).toContain('http://localhost:3000/activar?token=abc123');
  });

  it('keeps accented subjects intact', async () => {
    const dataDir = await tempDir();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@vocero.local', dataDir, log: () => {} });
    await mailer.send({ ...message, subject: 'Restablece tu contraseña de Vocero ñandú' });
    const [file] = await readdir(path.join(dataDir, 'outbox'));
    const parsed = await simpleParser(await readFile(path.join(dataDir, 'outbox', file ?? '')));
    expect(parsed.subject).toBe('Restablece tu contraseña de Vocero ñandú');
  });
});

describe('SMTP mailer', () => {
  it('delivers through a real SMTP server', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Vocero <no-reply@vocero.local>',
      dataDir: await tempDir(),
      log: () => {},
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    await mailer.close();

    expect(received).toHaveLength(1);
    const parsed = await simpleParser(received[0] ?? Buffer.alloc(0));
    expect(addresses(parsed.to)).toEqual(['ana@example.com']);
    expect(addresses(parsed.from)).toEqual(['no-reply@vocero.local']);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text.trim());
    expect(parsed.html).toContain('<a href="http://localhost:3000/activar?token=abc123">');
  });
});
