/**
 * Text someone wrote (a chat message, a 納品 message, a 修正依頼 or cancellation reason) or the
 * platform wrote (a system message, a お知らせ), with its http(s) URLs as links; everything else
 * stays text, never HTML. Only `http://` and `https://` become links (a `javascript:` "URL" is text),
 * each opened outside the app (target=_blank, rel="noopener noreferrer"), and a long URL wraps
 * anywhere so it never widens a 375px screen. Renders inline pieces: the caller's own Text or Box
 * holds them (and keeps the line breaks, white-space pre-wrap or pre-line).
 * Props: `text`.
 */
import type { ReactNode } from 'react';

/** A URL ends at white space, quotes, angle brackets and Japanese brackets and punctuation. */
const URL_PATTERN = /https?:\/\/[^\s<>"'`（）「」『』【】、。]+/g;
/** Sentence punctuation right after a URL ("…はこちら: https://example.jp.") is not part of it. */
const TRAILING = /[.,:;!?]+$/;

/** The text with its http(s) URLs as links (opened outside the app); everything else stays text. */
export function linkified(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    if (!/^https?:\/\/./.test(url)) continue;
    if (at > last) out.push(text.slice(last, at));
    out.push(
      <a
        key={at}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        style={{ textDecoration: 'underline', overflowWrap: 'anywhere' }}
      >
        {url}
      </a>,
    );
    last = at + url.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function LinkifiedText({ text }: { text: string }) {
  return <>{linkified(text)}</>;
}
