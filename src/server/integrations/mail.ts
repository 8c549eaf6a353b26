import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** The stable Message-ID of the outbox row, angle brackets included. */
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
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** SMTP through nodemailer: one pooled transport per process, from `SMTP_URL`. */
export function smtpMailer(options: { url: string; from: string; replyTo: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        replyTo: mail.replyTo ?? options.replyTo,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
        icalEvent: mail.icalEvent,
      });
    },
    close: () => transport.close(),
  };
}
