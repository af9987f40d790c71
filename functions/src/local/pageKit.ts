/** What the local stand-ins' HTML pages share: escaping, yen, Japan time, the page frame. */
import { jstFormat } from '@common/dates';

export const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

export const jst = jstFormat({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A whole page: phone viewport, the page's own <style>, title marked （ローカル）. */
export function localPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}（ローカル）</title>
${style}
</head>
<body>
${body}
</body>
</html>`;
}
