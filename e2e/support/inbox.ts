/** The local inbox of the API under test (GET /_local/inbox.json, local server only): verification codes. */
import { E2E } from './servers';

interface InboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest mail to `to` sent at or after `since`, waiting for it to arrive. */
export async function newestMail(to: string, since: Date, timeoutMs = 10000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${E2E.apiPort}/_local/inbox.json?to=${encodeURIComponent(to)}`);
    const { mails } = (await res.json()) as { mails: InboxMail[] };
    const mail = mails.find((m) => Date.parse(m.sentAt) >= since.getTime() - 1000);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} since ${since.toISOString()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit verification code in the newest mail to `to` since `since`. */
export async function verificationCode(to: string, since: Date): Promise<string> {
  const mail = await newestMail(to, since);
  const code = /認証コード: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}

/** 123456 -> １２３４５６, as a Japanese keyboard may type it. */
export const fullWidth = (digits: string) => [...digits].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
