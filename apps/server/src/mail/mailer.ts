import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { FileStore } from '../files/file-store.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where mails go without SMTP: the file store's `outbox/` (the data folder's `outbox` by default). */
export const OUTBOX = 'outbox/';

/**
 * SMTP when configured; otherwise each message is written as an .eml file to the outbox, so a fresh install
 * can follow password mails without a mail server. The outbox is in the file store, so with several nodes
 * every mail is in one place whichever worker sent it.
 */
export function createMailer(config: Pick<Config, 'smtp' | 'mailFrom'>, files: FileStore): Mailer {
  if (config.smtp) {
    const { host, port, secure, user, password } = config.smtp;
    const transport = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass: password ?? '' } : undefined,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await files.put(`${OUTBOX}${name}`, Readable.from([info.message as Buffer]));
    },
  };
}
