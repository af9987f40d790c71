/**
 * An information text's outline: `marked`'s lexer turns the Markdown into tokens, and this sorts
 * them into the title, the note under it, the lead, the sections (h2 with an `{#id}`) and the
 * closing lines after `---`. InfoDocumentView.tsx draws the outline; the tests read it.
 */
import { Lexer, type Token, type Tokens } from 'marked';

export interface InfoSection {
  id: string;
  heading: string;
  blocks: Token[];
}

export interface InfoOutline {
  title: string;
  meta: Token[];
  lead: Token[];
  sections: InfoSection[];
  closing: Token[];
}

const HEADING_ID = /\s*\{#([\w-]+)\}\s*$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** marked escapes text for HTML; React escapes again, so undo marked's. */
export const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]);

/** The inline tokens inside a token (a paragraph's, a link's), if it has any. */
export const childrenOf = (t: Token): Token[] | undefined =>
  'tokens' in t && Array.isArray(t.tokens) ? (t.tokens as Token[]) : undefined;

/** The plain text of inline tokens (a heading, a label). */
export function plainText(tokens: readonly Token[] = []): string {
  return tokens
    .map((t) => {
      const children = childrenOf(t);
      if (children) return plainText(children);
      return 'text' in t && typeof t.text === 'string' ? unescape(t.text) : '';
    })
    .join('');
}

/** A paragraph that is one emphasis from end to end: a note. */
export function isNote(t: Token): boolean {
  const [first, ...rest] = t.type === 'paragraph' ? (t as Tokens.Paragraph).tokens : [];
  return first?.type === 'em' && rest.length === 0;
}

export function outlineOf(markdown: string): InfoOutline {
  const doc: InfoOutline = { title: '', meta: [], lead: [], sections: [], closing: [] };
  let closing = false;
  for (const token of Lexer.lex(markdown, { gfm: false })) {
    const section = doc.sections.at(-1);
    if (token.type === 'space') continue;
    if (closing) doc.closing.push(token);
    else if (token.type === 'hr') closing = true;
    else if (token.type === 'heading' && token.depth === 1) doc.title = plainText(token.tokens);
    else if (token.type === 'heading' && token.depth === 2) {
      const text = plainText(token.tokens);
      const id = HEADING_ID.exec(text)?.[1] ?? `section-${doc.sections.length + 1}`;
      doc.sections.push({ id, heading: text.replace(HEADING_ID, ''), blocks: [] });
    } else if (section) section.blocks.push(token);
    else if (doc.lead.length === 0 && isNote(token)) doc.meta.push(token);
    else doc.lead.push(token);
  }
  return doc;
}
