/** The LINE push of a notice (features/notices/templates.ts): pure functions, no emulator needed. */
import type { NoticeKind } from '@common/notices';
import type { FlexBox, FlexButton, FlexComponent, FlexText, LineFlexMessage } from '../../src/ports';
import {
  BODY_MAX,
  LINE_LIMITS,
  TITLE_MAX,
  clip,
  liffLink,
  noticeMessage,
  type NoticeContent,
} from '../../src/features/notices/templates';

const LIFF = 'https://liff.line.me/2000000000-salonwks';

/** Every kind: the Record makes the compiler refuse a kind left out (every BUTTON and TOPIC is then checked). */
const EVERY_KIND: Record<NoticeKind, true> = {
  application_new: true,
  application_accepted: true,
  application_not_selected: true,
  payment_held: true,
  delivered: true,
  revision_requested: true,
  completed: true,
  paid_out: true,
  payout_account_needed: true,
  cancel_requested: true,
  cancel_answered: true,
  cancelled: true,
  auto_complete_reminder: true,
  message: true,
  admin: true,
  worker_access: true,
  review_request: true,
  document_issued: true,
  invoice_corrected: true,
  payment_deadline: true,
  payment_deadline_client: true,
  job_closed: true,
  account_suspended: true,
  account_reinstated: true,
};
const KINDS = Object.keys(EVERY_KIND) as NoticeKind[];

const notice = (o: Partial<NoticeContent> = {}): NoticeContent => ({
  kind: 'payment_held',
  title: '仮払いが完了しました。作業を始めてください',
  body: '「ヘアカタログ撮影」',
  path: '/worker/project-managements/abc123',
  amount: 30000,
  ...o,
});

/** Every component of the bubble, depth first. */
function components(m: LineFlexMessage): FlexComponent[] {
  const out: FlexComponent[] = [];
  const walk = (c: FlexComponent) => {
    out.push(c);
    if (c.type === 'box') c.contents.forEach(walk);
  };
  [m.contents.header, m.contents.body, m.contents.footer].forEach((b) => b && walk(b));
  return out;
}
const texts = (m: LineFlexMessage) => components(m).filter((c): c is FlexText => c.type === 'text');
const buttons = (m: LineFlexMessage) => components(m).filter((c): c is FlexButton => c.type === 'button');

describe('notice templates (Flex Message bubble)', () => {
  it('a bubble with the title, the job, the amount, and one button to the LIFF permanent link', () => {
    const m = noticeMessage(notice(), LIFF);
    expect(m.type).toBe('flex');
    expect(m.altText).toBe('仮払いが完了しました。作業を始めてください');
    expect(m.contents.type).toBe('bubble');
    const t = texts(m).map((x) => x.text);
    expect(t).toEqual([
      'サロンワークス｜仮払い',
      '仮払いが完了しました。作業を始めてください',
      '「ヘアカタログ撮影」',
      '仮払い金額（税込）',
      '30,000円',
    ]);
    const title = texts(m)[1];
    expect(title).toMatchObject({ weight: 'bold', wrap: true });
    expect(buttons(m)).toEqual([
      {
        type: 'button',
        style: 'primary',
        color: '#2C7A7B',
        height: 'sm',
        action: { type: 'uri', label: '契約を確認する', uri: `${LIFF}/worker/project-managements/abc123` },
      },
    ]);
    expect((m.contents.footer as FlexBox).contents).toHaveLength(1);
  });

  it('no amount, no amount row; client notices in the client colour', () => {
    const m = noticeMessage(notice({ kind: 'delivered', amount: undefined, path: '/client/project-managements/x' }), LIFF);
    expect(components(m).some((c) => c.type === 'separator')).toBe(false);
    expect(texts(m).some((x) => x.text.endsWith('円'))).toBe(false);
    expect(buttons(m)[0].color).toBe('#C05621');
    expect(buttons(m)[0].action.uri).toBe(`${LIFF}/client/project-managements/x`);
  });

  it('every kind: one button within LINE label limits, a Japanese topic, altText = title', () => {
    for (const kind of KINDS) {
      const m = noticeMessage(notice({ kind }), LIFF);
      expect(buttons(m)).toHaveLength(1);
      const label = buttons(m)[0].action.label;
      expect(label.length).toBeGreaterThan(0);
      expect([...label].length).toBeLessThanOrEqual(LINE_LIMITS.label);
      expect(texts(m)[0].text).toMatch(/^サロンワークス｜\S+/);
      expect(texts(m)[0].text).not.toContain('undefined');
      expect(m.altText).toBe(texts(m)[1].text);
    }
  });

  it("the salon's payment deadline: 支払期日 in the client colour, the reward, 「手続きを進める」 to her contract", () => {
    const m = noticeMessage(
      notice({ kind: 'payment_deadline_client', amount: 30000, path: '/client/project-managements/c1' }),
      LIFF,
    );
    expect(texts(m)[0].text).toBe('サロンワークス｜支払期日');
    expect(texts(m).some((x) => x.text === '報酬（税込）')).toBe(true);
    expect(buttons(m)[0]).toMatchObject({
      color: '#C05621',
      action: { label: '手続きを進める', uri: `${LIFF}/client/project-managements/c1` },
    });
  });

  it("long titles and bodies are cut to our limits (and far below LINE's), never inside a character", () => {
    const long = '🎉'.repeat(10) + 'とても長いタイトル'.repeat(50);
    const m = noticeMessage(notice({ title: long, body: '本文'.repeat(2000) }), LIFF);
    expect(m.altText.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(m.altText.length).toBeLessThanOrEqual(LINE_LIMITS.altText);
    expect(m.altText.endsWith('…')).toBe(true);
    expect(m.altText.startsWith('🎉'.repeat(10))).toBe(true);
    expect(texts(m)[2].text.length).toBeLessThanOrEqual(BODY_MAX);
    expect(Buffer.byteLength(JSON.stringify(m))).toBeLessThan(LINE_LIMITS.bubbleBytes);
    // A surrogate pair at the cut is kept whole or left out, never halved.
    expect(clip('あ🎉🎉', 4)).toBe('あ🎉…');
    expect(clip('あ🎉🎉', 3)).toBe('あ…');
    expect(clip('短い', 10)).toBe('短い');
    // A title is one line; an empty one still gives LINE a non-empty altText.
    expect(noticeMessage(notice({ title: '一行目\n二行目\t三' }), LIFF).altText).toBe('一行目 二行目 三');
    expect(noticeMessage(notice({ title: '   ' }), LIFF).altText).toBe('サロンワークスからのお知らせ');
  });

  it('no HTML: text goes to LINE as it was written, never escaped or marked up', () => {
    const m = noticeMessage(notice({ title: '<b>太字</b> & "引用"', body: '「<script>alert(1)</script>」\n二行目' }), LIFF);
    expect(m.altText).toBe('<b>太字</b> & "引用"');
    expect(texts(m)[2].text).toBe('「<script>alert(1)</script>」\n二行目');
    const json = JSON.stringify(m);
    expect(json).not.toMatch(/&lt;|&gt;|&amp;|&quot;|<br/);
    // Control characters other than line breaks become spaces.
    expect(noticeMessage(notice({ body: 'a\u0007b\r\nc' }), LIFF).contents.body?.contents[2]).toMatchObject({ text: 'a b\nc' });
  });

  it('the link: the LIFF base plus our in-app path; anything else opens the app top; never over 1,000 characters', () => {
    expect(liffLink(`${LIFF}/`, '/worker/mypage/account')).toBe(`${LIFF}/worker/mypage/account`);
    expect(liffLink(LIFF, '/client/products/j1/application?tab=new')).toBe(`${LIFF}/client/products/j1/application?tab=new`);
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', 'worker/x', '/worker/<x>', '/a b']) {
      expect(liffLink(LIFF, bad)).toBe(`${LIFF}/`);
    }
    const uri = liffLink(LIFF, `/worker/${'a'.repeat(2000)}`);
    expect(uri).toBe(`${LIFF}/`);
    expect(noticeMessage(notice({ path: `/worker/${'a'.repeat(2000)}` }), LIFF).contents.footer).toMatchObject({
      contents: [{ action: { uri: `${LIFF}/` } }],
    });
  });

  it('is pure: the same notice gives the same message', () => {
    expect(noticeMessage(notice(), LIFF)).toEqual(noticeMessage(notice(), LIFF));
  });
});
