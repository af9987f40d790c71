/**
 * E-mail ownership in salon verification (docs/architecture.md#salon-verifications-e-mail-step), over
 * HTTP. A directory match mails a 6-digit code (10 minutes, 5 tries); only the code activates the
 * user; sends are limited (60 s, 5 per hour). Time is driven through the injected clock (t.clock).
 */
import { logger } from 'firebase-functions/logger';
import express from 'express';
import request from 'supertest';
import type { Transporter } from 'nodemailer';
import type { SalonCodeSentResponse, SessionPayload, SessionVerifyResponse } from '@common/api';
import { MailUnavailableError, type Mail, type MailPort } from '../../src/ports';
import { LocalMailbox } from '../../src/adapters/email/local';
import { SmtpMailer } from '../../src/adapters/email/smtp';
import { MemoryStore } from '../../src/adapters/store/memory';
import { loadConfig } from '../../src/config';
import { localInboxRoutes } from '../../src/local/inbox';
import { verificationCodes } from '../../src/documents/verificationCodes';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from '../support/harness';

const VERIFY = '/liff/salon/verify';
const CODE = '/liff/salon/verify-code';
const RESEND = '/liff/salon/resend-code';
const PARTNER = { email: 'owner@lumiere.example.jp', companyName: 'Hair Salon ルミエール' };
const OTHER = { email: 'info@bloom.example.jp', companyName: 'ネイルサロン ブルーム' };
const correct = { email: PARTNER.email, salonDisplayName: PARTNER.companyName };
const other = { email: OTHER.email, salonDisplayName: OTHER.companyName };
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const codeIn = (mail: Mail): string => {
  const m = /認証コード: (\d{6})/.exec(mail.text);
  if (!m) throw new Error(`no code in mail: ${mail.text}`);
  return m[1];
};
/** A 6-digit code other than `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeApi('API: salon verification e-mail code', () => {
  let t: TestApp;
  /** Every mail the API sent, in order; `failing` makes the next sends fail like an SMTP outage. */
  const sent: Mail[] = [];
  let failing = false;
  /** Every response body and header the tests saw, to prove the code never leaves in one. */
  const responses: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      deps: ({ mail }): { mail: MailPort } => ({
        mail: {
          send: async (m) => {
            if (failing) throw new MailUnavailableError('smtp send failed (ECONNREFUSED)');
            sent.push(m);
            await mail?.send(m);
          },
        },
      }),
    });
    await t.addPartner(PARTNER.email, PARTNER.companyName);
    await t.addPartner(OTHER.email, OTHER.companyName);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    failing = false;
    // Every test mails PARTNER: an hour later, the address's send and wrong-code logs are empty again.
    t.clock.advance(60 * MINUTE);
  });
  afterEach(() => jest.restoreAllMocks());

  const record = (res: request.Response) => {
    // The ETag (a hash of the body) and the request id are random hex, whose digits could happen to
    // look like a code: left out.
    const { etag: _etag, 'x-request-id': _id, ...headers } = res.headers;
    const body = JSON.stringify(res.body, (key, value: unknown) => (key === 'requestId' ? undefined : value));
    responses.push(body, JSON.stringify(headers));
    return res;
  };
  const post = async (user: SignedInUser, path: string, body?: object) => record(await user.post(path, body));
  /** Verify with the right account: 200 code_sent, and the code from the mail it sent. */
  const requestCode = async (user: SignedInUser, body = correct) => {
    const before = sent.length;
    const res = await post(user, VERIFY, body);
    expect(res.status).toBe(200);
    expect(sent.length).toBe(before + 1);
    return { res: res.body as SalonCodeSentResponse, code: codeIn(sent[sent.length - 1]) };
  };
  const storedCode = (user: SignedInUser) => verificationCodes.get(t.store, user.uid);

  describe('a code is sent only after a directory match', () => {
    it('a mismatch sends nothing and stores no code', async () => {
      const alice = await t.signIn();
      const before = sent.length;
      const res = await post(alice, VERIFY, { ...correct, salonDisplayName: '別のサロン' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('partner_mismatch');
      expect(sent.length).toBe(before);
      expect(await storedCode(alice)).toBeNull();
    });

    it('a match mails a 6-digit code to that address and leaves the user inactive', async () => {
      const alice = await t.signIn();
      const now = t.clock.now().getTime();
      const { res, code } = await requestCode(alice);
      expect(res).toEqual({
        status: 'code_sent',
        emailMasked: 'o***@lumiere.example.jp',
        expiresAt: expect.any(String),
        resendAt: expect.any(String),
      });
      expect(Date.parse(res.expiresAt) - now).toBeGreaterThanOrEqual(10 * MINUTE - SECOND);
      expect(Date.parse(res.expiresAt) - now).toBeLessThanOrEqual(10 * MINUTE + 5 * SECOND);
      expect(Date.parse(res.resendAt) - now).toBeGreaterThanOrEqual(MINUTE - SECOND);
      expect(Date.parse(res.resendAt) - now).toBeLessThanOrEqual(MINUTE + 5 * SECOND);

      const mail = sent[sent.length - 1];
      expect(mail.to).toBe(PARTNER.email);
      expect(mail.subject).toContain('認証コード');
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain('10分');
      expect((await alice.doc())?.isActive).toBe(false);

      // Only a hash of the code is stored, with its expiry and tries.
      const doc = await storedCode(alice);
      expect(doc).toMatchObject({ triesLeft: 5, usedAt: null, salonInfo: correct });
      expect(doc?.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(doc)).not.toContain(code);
    });

    it('the local mailbox keeps the mail (what the local inbox shows)', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      const [newest] = await new LocalMailbox(t.store).list({ to: PARTNER.email });
      expect(newest.text).toContain(code);
    });
  });

  describe('submitting the code', () => {
    it('the right code activates the user with the matched salonInfo: status success', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      const res = await post(alice, CODE, { code });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success' });
      expect(await alice.doc()).toMatchObject({ isActive: true, salonInfo: correct });
      const session = await alice.get('/liff/session').expect(200);
      expect(session.body.user).toMatchObject({ isActive: true, salonInfo: correct });

      // A used code is refused with its own message.
      const again = await post(alice, CODE, { code });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'conflict', message: 'この認証コードは使用済みです' });
    });

    it('accepts full-width digits and spaces between them', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      const wide = [...code].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
      const typed = `${wide.slice(0, 3)}\u3000${wide.slice(3)}`;
      await alice.post(CODE, { code: typed }).expect(200);
      expect((await alice.doc())?.isActive).toBe(true);
    });

    it('a wrong code -> 400 with the tries left, and the count goes down', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      const res = await post(alice, CODE, { code: wrongFor(code) });
      expect(res.status).toBe(400);
      const message = '認証コードが正しくありません（あと4回入力できます）';
      expect(res.body).toEqual({
        error: { code: 'invalid_argument', message, fields: { code: message }, requestId: expect.any(String) },
      });
      expect((await storedCode(alice))?.triesLeft).toBe(4);
      expect((await alice.doc())?.isActive).toBe(false);

      // Four wrong tries still leave the fifth open.
      for (let left = 3; left >= 1; left--) {
        const r = await post(alice, CODE, { code: wrongFor(code) });
        expect(r.body.error.message).toContain(`あと${left}回`);
      }
      await alice.post(CODE, { code }).expect(200);
    });

    it('5 wrong tries invalidate the code: even the right one is then refused until a new one is sent', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      for (let i = 0; i < 4; i++) await alice.post(CODE, { code: wrongFor(code) }).expect(400);
      const fifth = await post(alice, CODE, { code: wrongFor(code) });
      expect(fifth.status).toBe(400);
      expect(fifth.body.error.message).toContain('無効になりました');

      const refused = await post(alice, CODE, { code });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toContain('再送信');
      expect((await alice.doc())?.isActive).toBe(false);

      t.clock.advance(MINUTE);
      const resent = await post(alice, RESEND);
      expect(resent.status).toBe(200);
      const fresh = codeIn(sent[sent.length - 1]);
      await alice.post(CODE, { code: fresh }).expect(200);
      expect((await alice.doc())?.isActive).toBe(true);
    });

    it('an expired code (10 minutes) is refused; just before, it works', async () => {
      const alice = await t.signIn();
      const bob = await t.signIn();
      const a = await requestCode(alice);
      const b = await requestCode(bob);
      t.clock.advance(10 * MINUTE - 5 * SECOND);
      await bob.post(CODE, { code: b.code }).expect(200);
      t.clock.advance(5 * SECOND);
      const res = await post(alice, CODE, { code: a.code });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining('有効期限') });
      expect((await alice.doc())?.isActive).toBe(false);
    });

    it('parallel right submissions activate once, the others get 409, never a 500', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      const results = await Promise.all(Array.from({ length: 6 }, () => post(alice, CODE, { code })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      expect((await alice.doc())?.isActive).toBe(true);
      expect((await storedCode(alice))?.usedAt).toBeInstanceOf(Date);
    });

    it('parallel wrong submissions each count: no more than 5 tries in all', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      const results = await Promise.all(Array.from({ length: 8 }, () => post(alice, CODE, { code: wrongFor(code) })));
      expect(results.filter((r) => r.status === 400)).toHaveLength(5);
      expect(results.filter((r) => r.status === 409)).toHaveLength(3);
      await alice.post(CODE, { code }).expect(409);
    });

    it('without any code -> 409', async () => {
      const alice = await t.signIn();
      const res = await post(alice, CODE, { code: '123456' });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toContain('有効な認証コードがありません');
    });

    it("a code is bound to its user: another user's code does not work", async () => {
      const alice = await t.signIn();
      const bob = await t.signIn();
      const a = await requestCode(alice);
      const b = await requestCode(bob);
      if (a.code !== b.code) await bob.post(CODE, { code: a.code }).expect(400);
      await bob.post(CODE, { code: b.code }).expect(200);
    });

    it.each([
      ['empty', { code: '' }, '認証コードを入力してください'],
      ['missing', {}, '認証コードを入力してください'],
      ['5 digits', { code: '12345' }, '6桁の数字で入力してください'],
      ['7 digits', { code: '1234567' }, '6桁の数字で入力してください'],
      ['letters', { code: 'abcdef' }, '6桁の数字で入力してください'],
      ['a number', { code: 123456 }, '入力形式が正しくありません'],
      ['very long', { code: '1'.repeat(5000) }, '6桁の数字で入力してください'],
    ])('malformed (%s) -> 400 with the field message, no try used', async (_label, body, message) => {
      const alice = await t.signIn();
      await requestCode(alice);
      const res = await post(alice, CODE, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ code: message });
      expect((await storedCode(alice))?.triesLeft).toBe(5);
    });

    it('an unknown field -> 400', async () => {
      const alice = await t.signIn();
      const res = await post(alice, CODE, { code: '123456', isActive: true });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ _: '不明な項目が含まれています' });
    });
  });

  describe('sending again', () => {
    it('resend within 60 s -> 429 with Retry-After; after 60 s a new code replaces the old one', async () => {
      const alice = await t.signIn();
      const first = await requestCode(alice);
      const refused = await post(alice, RESEND);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.body.error.message).toContain('60秒');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

      t.clock.advance(MINUTE);
      const before = sent.length;
      const again = await post(alice, RESEND);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'code_sent', emailMasked: 'o***@lumiere.example.jp' });
      expect(sent.length).toBe(before + 1);
      expect(sent[sent.length - 1].to).toBe(PARTNER.email);
      const second = codeIn(sent[sent.length - 1]);
      if (second !== first.code) await alice.post(CODE, { code: first.code }).expect(400);
      await alice.post(CODE, { code: second }).expect(200);
    });

    it('at most 5 sends per hour, the first one included', async () => {
      const alice = await t.signIn();
      await requestCode(alice);
      for (let i = 0; i < 4; i++) {
        t.clock.advance(MINUTE);
        await alice.post(RESEND).expect(200);
      }
      t.clock.advance(10 * MINUTE);
      const refused = await post(alice, RESEND);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toContain('1時間に5回');
      // The first send was 14 minutes ago: it leaves the window in 46 minutes.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(45 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(46 * 60);
      // Verifying again counts as a send too.
      await alice.post(VERIFY, correct).expect(429);

      t.clock.advance(46 * MINUTE);
      await alice.post(RESEND).expect(200);
    });

    it('verifying the same account again within 60 s answers the same without a second mail', async () => {
      const alice = await t.signIn();
      const { res } = await requestCode(alice);
      const before = sent.length;
      const again = await post(alice, VERIFY, correct);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res);
      expect(sent.length).toBe(before);
      // Another account within 60 s is a new send: refused until the gap is over.
      const otherAccount = await post(alice, VERIFY, other);
      expect(otherAccount.status).toBe(429);
      t.clock.advance(MINUTE);
      const switched = await requestCode(alice, other);
      expect(switched.res.emailMasked).toBe('i***@bloom.example.jp');
      expect(sent[sent.length - 1].to).toBe(OTHER.email);
      await alice.post(CODE, { code: switched.code }).expect(200);
      expect((await alice.doc())?.salonInfo).toEqual(other);
    });

    it('resend without a pending verification -> 409; with a body -> 400', async () => {
      const alice = await t.signIn();
      const res = await post(alice, RESEND);
      expect(res.status).toBe(409);
      await alice.post(RESEND, { email: PARTNER.email }).expect(400);
    });

    it('a mail that cannot be sent -> 502, not counted as a send, nothing logged but the failure', async () => {
      const alice = await t.signIn();
      const log = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
      failing = true;
      const res = await post(alice, VERIFY, correct);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('upstream_failed');
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ severity: 'ERROR', message: 'verification mail not sent' }));
      expect(JSON.stringify(log.mock.calls)).not.toContain(PARTNER.email);
      log.mockRestore();
      failing = false;
      // No code to use, and the failed send does not hold the next one back.
      await alice.post(CODE, { code: '123456' }).expect(409);
      const { code } = await requestCode(alice);
      await alice.post(CODE, { code }).expect(200);
    });
  });

  describe('the pending code in the session: a reload reopens the code step', () => {
    /** The session as a reload gets it: POST /liff/session/verify with the LINE token, and the refetch. */
    const sessions = async (user: SignedInUser) => {
      const boot = await t
        .request()
        .post('/liff/session/verify')
        .send({ idToken: t.lineToken({ sub: user.uid }) });
      expect(boot.status).toBe(200);
      const refetch = await user.get('/liff/session').expect(200);
      return [(boot.body as SessionVerifyResponse).session, refetch.body as SessionPayload];
    };

    it('names the masked address, the expiry and the next send while the code works, never the code', async () => {
      const alice = await t.signIn();
      expect(alice.session.pendingCode).toBeUndefined();
      const { res, code } = await requestCode(alice);
      for (const session of await sessions(alice)) {
        expect(session.pendingCode).toEqual(res);
        expect(session.pendingCode).toEqual({
          status: 'code_sent',
          emailMasked: 'o***@lumiere.example.jp',
          expiresAt: expect.any(String),
          resendAt: expect.any(String),
        });
        expect(JSON.stringify(session)).not.toContain(code);
        expect(JSON.stringify(session)).not.toContain(PARTNER.email);
      }
      // A resend moves it on: the new expiry and next send.
      t.clock.advance(MINUTE);
      const again = await post(alice, RESEND);
      for (const session of await sessions(alice)) expect(session.pendingCode).toEqual(again.body);
    });

    it('is gone once the code verified the user', async () => {
      const alice = await t.signIn();
      const { code } = await requestCode(alice);
      await alice.post(CODE, { code }).expect(200);
      for (const session of await sessions(alice)) {
        expect(session.user.isActive).toBe(true);
        expect(session).not.toHaveProperty('pendingCode');
      }
    });

    it('is gone once the code expired or was invalidated by 5 wrong tries', async () => {
      const alice = await t.signIn();
      await requestCode(alice);
      t.clock.advance(10 * MINUTE);
      for (const session of await sessions(alice)) expect(session).not.toHaveProperty('pendingCode');

      const bob = await t.signIn();
      const { code } = await requestCode(bob);
      for (let i = 0; i < 5; i++) await bob.post(CODE, { code: wrongFor(code) }).expect(400);
      for (const session of await sessions(bob)) expect(session).not.toHaveProperty('pendingCode');
    });
  });

  describe('authorisation before validation', () => {
    it.each([
      [CODE, { code: 12 }],
      [CODE, { code: '123456' }],
      [RESEND, { junk: true }],
      [VERIFY, { email: 1 }],
    ])('%s without a bearer -> 401 whatever the body', async (path, body) => {
      const res = await t.request().post(path).send(body).expect(401);
      expect(res.body.error.code).toBe('unauthenticated');
    });
  });

  describe('the code never leaves in a response or a log', () => {
    it('a whole flow logs nothing with the code and answers nothing with it', async () => {
      const logged: string[] = [];
      const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
      for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const) jest.spyOn(console, m).mockImplementation(capture);
      jest.spyOn(logger, 'write').mockImplementation((entry) => capture(JSON.stringify(entry)));
      const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
      const alice = await t.signIn();
      const first = sent.length;
      await requestCode(alice);
      await post(alice, CODE, { code: wrongFor(codeIn(sent[sent.length - 1])) });
      t.clock.advance(MINUTE);
      await post(alice, RESEND);
      await post(alice, CODE, { code: codeIn(sent[sent.length - 1]) });
      write.mockRestore();
      const codes = sent.slice(first).map(codeIn);
      expect(codes.length).toBe(2);
      for (const c of codes) {
        for (const text of [...logged, ...responses]) expect(text).not.toContain(c);
      }
    });

    it('no response of this suite carried a code', () => {
      const codes = sent.map(codeIn);
      expect(codes.length).toBeGreaterThan(10);
      for (const body of responses) for (const c of codes) expect(body).not.toContain(c);
    });
  });
});

describeApi('API: salon verification with EMAIL_VERIFICATION=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: () => ({ mail: null }) });
    await t.addPartner(PARTNER.email, PARTNER.companyName);
  });
  afterAll(() => t.close());

  it('a directory match activates at once, and the code routes do not exist', async () => {
    const alice = await t.signIn();
    const res = await alice.post(VERIFY, correct).expect(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await alice.doc()).toMatchObject({ isActive: true, salonInfo: correct });
    await alice.post(CODE, { code: '123456' }).expect(404);
    await alice.post(RESEND).expect(404);
  });

  it('the deployed app has no local inbox', async () => {
    await t.request().get('/_local/inbox').expect(404);
    await t.request().get('/_local/inbox.json').expect(404);
  });
});

describe('local inbox (local server only)', () => {
  it('lists the mails newest first, as a Japanese HTML page and as JSON', async () => {
    const store = new MemoryStore();
    let now = new Date('2025-04-01T00:00:00Z');
    const mailbox = new LocalMailbox(store, () => now);
    await mailbox.send({ to: 'a@example.jp', subject: '古い件名', text: '本文 <b>1</b>' });
    now = new Date('2025-04-01T00:05:00Z');
    await mailbox.send({ to: 'b@example.jp', subject: '新しい件名', text: '認証コード: 654321' });
    const app = express().use(localInboxRoutes(store));

    const json = await request(app).get('/_local/inbox.json').expect(200);
    expect(json.body.mails.map((m: Mail) => m.subject)).toEqual(['新しい件名', '古い件名']);
    expect(json.body.mails[0]).toMatchObject({
      to: 'b@example.jp',
      text: '認証コード: 654321',
      sentAt: '2025-04-01T00:05:00.000Z',
    });
    const one = await request(app).get('/_local/inbox.json?to=A@example.jp').expect(200);
    expect(one.body.mails).toHaveLength(1);

    const html = await request(app).get('/_local/inbox').expect(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.text).toContain('<html lang="ja">');
    expect(html.text).toContain('ローカル受信箱');
    expect(html.text).toContain('宛先');
    expect(html.text.indexOf('新しい件名')).toBeLessThan(html.text.indexOf('古い件名'));
    expect(html.text).toContain('本文 &lt;b&gt;1&lt;/b&gt;');
    expect(html.text).toContain('2025/04/01 9:05:00');
  });
});

describe('SMTP adapter', () => {
  const settings = { url: '', host: 'smtp.example.jp', port: 587, user: 'u', pass: 'p', from: 'no-reply@example.jp' };

  it('sends from MAIL_FROM to the address, subject and text as given', async () => {
    const sendMail = jest.fn().mockResolvedValue({});
    const mailer = new SmtpMailer(settings, { sendMail } as unknown as Transporter);
    await mailer.send({ to: 'owner@example.jp', subject: '件名', text: '本文' });
    expect(sendMail).toHaveBeenCalledWith({ from: 'no-reply@example.jp', to: 'owner@example.jp', subject: '件名', text: '本文' });
  });

  it('a failure becomes MailUnavailableError without the address or the text', async () => {
    const err = Object.assign(new Error('connect ECONNREFUSED owner@example.jp 認証コード: 111111'), { code: 'ECONNECTION' });
    const mailer = new SmtpMailer(settings, { sendMail: jest.fn().mockRejectedValue(err) } as unknown as Transporter);
    const failure = mailer.send({ to: 'owner@example.jp', subject: '件名', text: '認証コード: 111111' });
    await expect(failure).rejects.toBeInstanceOf(MailUnavailableError);
    await expect(failure).rejects.toThrow('smtp send failed (ECONNECTION)');
  });

  it('builds a real nodemailer transport from host settings or SMTP_URL', () => {
    expect(() => new SmtpMailer(settings)).not.toThrow();
    expect(() => new SmtpMailer({ ...settings, url: 'smtps://u:p@smtp.example.jp:465' })).not.toThrow();
  });
});

describe('mail configuration', () => {
  const production = {
    K_SERVICE: 'api',
    LINE_CHANNEL_ID: '1234567890',
    LINE_CHANNEL_ACCESS_TOKEN: 'x',
    LIFF_ID: '1234567890-AbCdEfGh',
    PARTNER_API_URL: 'https://partner.example.jp',
    PARTNER_API_KEY: 'k',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_x',
    // The operator's identity, required in production (docs/product/constants.md#operator).
    OPERATOR_NAME: '株式会社サロンワークス本番',
    OPERATOR_REPRESENTATIVE: '代表取締役 本番 花子',
    OPERATOR_POSTAL_CODE: '107-0062',
    OPERATOR_ADDRESS: '東京都港区南青山1-1-1',
    OPERATOR_PHONE: '03-1234-5678',
    OPERATOR_EMAIL: 'support@example.co.jp',
    OPERATOR_INVOICE_NUMBER: 'T7000012050002',
  };

  it('locally: the e-mail step is on, mails go to the local inbox, nothing required', () => {
    expect(loadConfig({}).mail).toMatchObject({ verification: true, adapter: 'local' });
  });

  it('in production: on, over SMTP, and MAIL_FROM plus SMTP_URL or SMTP_HOST are required at start-up', () => {
    expect(() => loadConfig(production)).toThrow('SMTP_HOST is required');
    expect(() => loadConfig({ ...production, SMTP_HOST: 'smtp.example.jp' })).toThrow('MAIL_FROM is required');
    const config = loadConfig({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.jp', MAIL_FROM: 'no-reply@example.jp' });
    expect(config.mail).toMatchObject({ verification: true, adapter: 'smtp', from: 'no-reply@example.jp' });
    expect(loadConfig({ ...production, SMTP_HOST: 'h', SMTP_PORT: '465', MAIL_FROM: 'f@example.jp' }).mail.smtpPort).toBe(465);
  });

  it('EMAIL_VERIFICATION=off needs no mail settings, even in production', () => {
    expect(loadConfig({ ...production, EMAIL_VERIFICATION: 'off' }).mail.verification).toBe(false);
  });

  it.each([
    [{ EMAIL_VERIFICATION: 'yes' }, 'EMAIL_VERIFICATION must be one of on, off'],
    [{ MAIL_ADAPTER: 'smtp', SMTP_URL: 'http://x', MAIL_FROM: 'f@example.jp' }, 'SMTP_URL must start with'],
    [{ MAIL_ADAPTER: 'smtp', SMTP_HOST: 'h', SMTP_PORT: 'x', MAIL_FROM: 'f@example.jp' }, 'SMTP_PORT'],
    [{ MAIL_ADAPTER: 'smtp', SMTP_HOST: 'h', SMTP_USER: 'u', MAIL_FROM: 'f@example.jp' }, 'SMTP_USER and SMTP_PASS'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
