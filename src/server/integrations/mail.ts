import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

export type OutgoingMail = {
  /** The stable Message-ID of the outbox row, angle brackets included; sent on the sender's domain. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** An invitation as the calendar part of the message itself, as calendar clients expect. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Where replies go when not to support (a message to support: its sender). */
  replyTo?: string;
  /** An optional message's ways out (RFC 2369, RFC 8058): none on a message that is always sent. */
  unsubscribe?: { url: string; mailto: string };
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** The domain of an address as MAIL_FROM writes it ("Nook <bonjour@nook.fr>" → "nook.fr"). */
export function domainOf(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address.split('@')[1];
  if (!domain) throw new Error(`The sender "${from}" has no address with a domain`);
  return domain.toLowerCase();
}

/**
 * A Message-ID on the sender's domain: the outbox keeps its unique left part, the sending domain
 * is the right one, as RFC 5322 asks and as mailbox providers compare with the From address.
 */
export function messageIdOn(messageId: string, domain: string): string {
  const left = /^<?([^@<>]+)@/.exec(messageId)?.[1];
  if (!left) throw new Error(`Not a Message-ID: ${messageId}`);
  return `<${left}@${domain}>`;
}

/** SMTP through nodemailer: one pooled transport per process, from `SMTP_URL`. */
export function smtpMailer(options: { url: string; from: string; replyTo: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const domain = domainOf(options.from);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        replyTo: mail.replyTo ?? options.replyTo,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: messageIdOn(mail.messageId, domain),
        attachments: mail.attachments,
        icalEvent: mail.icalEvent,
        // RFC 3834: sent by a program, so that vacation responders and other robots do not answer it.
        headers: {
          'Auto-Submitted': 'auto-generated',
          // RFC 8058: a mailbox provider's "unsubscribe" button posts to the URL, the person stays in their inbox.
          ...(mail.unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        // One List-Unsubscribe header holding both (an inner array), the mailto: first for older clients.
        list: mail.unsubscribe
          ? { unsubscribe: [[mail.unsubscribe.mailto, mail.unsubscribe.url]] }
          : undefined,
      });
    },
    close: () => transport.close(),
  };
}
