import { expect } from '@playwright/test';

// scripts/lib/e2e-stack.ts starts the mail catcher the app sends to, and hands its address here.
const inbox = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';

/** A message as the mail catcher's API gives it (MailDev: GET /api/email). */
export type CaughtMail = {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: { contentType: string; generatedFileName: string; filename?: string }[];
};

async function caught(): Promise<CaughtMail[]> {
  const response = await fetch(`${inbox}/api/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** What has reached `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  return (await caught()).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits for the one message to `address` whose subject starts with `subject` (the app sends every second). */
export async function waitForMail(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () =>
        (found = (await mailsTo(address)).filter((mail) => mail.subject.startsWith(subject))).length,
      { message: `"${subject}…" to ${address}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const [mail] = found;
  if (!mail) throw new Error('unreachable');
  return mail;
}

/** The message as it went over SMTP (its headers unfolded), for what the API's fields leave out: Reply-To. */
export async function sourceOf(mail: CaughtMail): Promise<string> {
  const response = await fetch(`${inbox}/api/email/${mail.id}/source`);
  expect(response.ok).toBe(true);
  return (await response.text()).replace(/\r\n[ \t]/g, ' ');
}

/** The message's calendar part (text/calendar, what calendar apps read), decoded. */
export async function calendarOf(mail: CaughtMail): Promise<string> {
  const part = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(part, `a calendar part in "${mail.subject}"`).toBeTruthy();
  const response = await fetch(`${inbox}/api/email/${mail.id}/attachment/${part?.generatedFileName ?? ''}`);
  expect(response.ok).toBe(true);
  return (await response.text()).replace(/\r\n[ \t]/g, '');
}

/** The address a message's button leads to, found by the button's words. */
export function linkOf(mail: CaughtMail, label: string): string {
  const match = new RegExp(`href="([^"]+)"[^>]*>(?:(?!</a>)[\\s\\S])*${label}`).exec(mail.html);
  expect(match, `a link "${label}" in "${mail.subject}"`).toBeTruthy();
  return (match?.[1] ?? '').replaceAll('&amp;', '&');
}
