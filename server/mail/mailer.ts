/**
 * Mail delivery with nodemailer: SMTP when SMTP_URL is set, otherwise every message is written
 * to a directory (`.data/mail/` by default) as .eml plus a .json summary, which the development
 * mailbox page lists.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers (the periodic mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string> | null;
}

export interface StoredMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  date: string;
  links: string[];
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Captured mails (file transport only), newest last. */
  list(): StoredMail[];
  readonly dir: string | null;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  dir?: string | undefined;
  from?: string | undefined;
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
}

let seq = 0;

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? "Volunteerly <no-reply@volunteerly.test>";
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      dir: null,
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      },
      list: () => [],
    };
  }
  const dir = options.dir ?? ".data/mail";
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    dir,
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, "-")}-${process.pid}-${++seq}`;
      writeFileSync(join(dir, `${id}.eml`), info.message as Buffer);
      const stored: StoredMail = {
        id,
        to: mail.to,
        from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        date: date.toISOString(),
        links: extractLinks(mail.text),
        ...(mail.headers ? { headers: mail.headers } : {}),
      };
      writeFileSync(join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
    },
    list() {
      let files: string[];
      try {
        files = readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as StoredMail);
    },
  };
}
