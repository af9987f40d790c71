/**
 * Draws one information text (Markdown, parsed by `marked`'s lexer) as Chakra components for
 * reading on a phone: a back link to マイページ, the title as the h1, an optional collapsible table
 * of contents, one h2 per section (article), body text at 16px with a 1.8 line height. Terms,
 * policy and contact all render through here. Nothing is rendered as HTML: every token becomes a
 * React element, and raw HTML in a text shows as text.
 *
 * The Markdown the texts use:
 *   `# title`                 the h1 (and the webview's title bar)
 *   `*…*` (a whole paragraph) a muted note: the effective date under the title, a note under a button
 *   paragraphs before `##`    the lead
 *   `## heading {#id}`        a section; the id is the table of contents' anchor
 *   `### question`            a question card (Q.); the paragraphs under it are the answer
 *   `1.` / `1)` / `-` lists   clauses "1.", items "(1)", bullets "・" (Japanese legal texts)
 *   `- **label** value` list  label/value rows, e.g. the support desk's address and hours
 *   `[label](<href> "button:test-id")` alone in a paragraph: a large button
 *   `https://` links          open in a new tab
 *   `---`                     the closing lines follow ("以上" flush right)
 */
import { Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown, ChevronLeft, ExternalLink, Mail, MessageCircle } from 'lucide-react';
import type { Token, Tokens } from 'marked';
import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UserType } from '@common/options';
import { PATHS } from '../../lib/paths';
import { childrenOf, isNote, outlineOf, plainText, unescape, type InfoSection } from './outline';

const BODY_SIZE = 'md'; // 16px
const LEADING = '1.8';
const NEW_TAB = '（新しいタブで開きます）';
/** Headings wrap between phrases, not inside words, where the webview supports it. */
const PHRASE_BREAK = { wordBreak: 'auto-phrase' } as const;

// ---- Inline text. ----

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * A link in running text stays inline so that it wraps with the sentence; a link that stands alone
 * (a contact row) gets a 44px tap target instead.
 */
function InlineAnchor({ href, standalone, children }: { href: string; standalone?: boolean; children: ReactNode }) {
  const external = isExternal(href);
  return (
    <Link
      href={href}
      {...(standalone ? { display: 'inline-flex', alignItems: 'center', minH: '44px' } : { display: 'inline' })}
      color="colorPalette.700"
      textDecoration="underline"
      textUnderlineOffset="3px"
      fontWeight="medium"
      // Long e-mail addresses and URLs must wrap inside a 375px column.
      overflowWrap="anywhere"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && <VisuallyHidden>{NEW_TAB}</VisuallyHidden>}
    </Link>
  );
}

function Inline({ token, standalone }: { token: Token; standalone: boolean }): ReactNode {
  switch (token.type) {
    case 'link':
      return (
        <InlineAnchor href={token.href} standalone={standalone}>
          <Inlines tokens={token.tokens} />
        </InlineAnchor>
      );
    case 'strong':
      return (
        <Text as="strong" fontWeight="bold">
          <Inlines tokens={token.tokens} />
        </Text>
      );
    case 'em':
      return (
        <Text as="em" fontStyle="normal" fontWeight="medium">
          <Inlines tokens={token.tokens} />
        </Text>
      );
    case 'br':
      return <br />;
    default: {
      const children = childrenOf(token);
      if (children) return <Inlines tokens={children} />;
      return 'text' in token && typeof token.text === 'string' ? unescape(token.text) : null;
    }
  }
}

function Inlines({ tokens = [] }: { tokens?: readonly Token[] }) {
  const standalone = tokens.length === 1 && tokens[0].type === 'link';
  return tokens.map((t, i) => <Inline key={i} token={t} standalone={standalone} />);
}

// ---- Blocks. ----

type ListStyle = 'clause' | 'item' | 'bullet';

/** "1." lists are clauses (項), "1)" lists items (号, shown "(1)"), "-" lists plain bullets. */
function styleOf(list: Tokens.List): ListStyle {
  if (!list.ordered) return 'bullet';
  return /^\s*\d+\)/.test(list.raw) ? 'item' : 'clause';
}

function marker(style: ListStyle, n: number): string {
  if (style === 'clause') return `${n}.`;
  if (style === 'item') return `(${n})`;
  return '・';
}

/** A list item's text and sub-lists (a tight item holds 'text' tokens, a loose one paragraphs). */
function ItemBody({ tokens }: { tokens: readonly Token[] }) {
  return tokens.map((t, i) =>
    t.type === 'list' ? (
      <Box key={i} mt="1.5">
        <ListBlock list={t as Tokens.List} />
      </Box>
    ) : (
      <Inlines key={i} tokens={childrenOf(t)} />
    ),
  );
}

function ListBlock({ list }: { list: Tokens.List }) {
  const style = styleOf(list);
  const start = typeof list.start === 'number' ? list.start : 1;
  // The marker column is as wide as the longest marker ("(11)"), so the text lines up without wasting the narrow column.
  const markerWidth = style === 'bullet' ? '1em' : `${marker(style, start + list.items.length - 1).length * 0.6}em`;
  return (
    <Stack as={style === 'bullet' ? 'ul' : 'ol'} gap="2" listStyleType="none" m="0" p="0">
      {list.items.map((item, i) => (
        <Flex as="li" key={i} gap="1.5" align="baseline">
          <Text as="span" flexShrink={0} minW={markerWidth} color="fg.muted" fontVariantNumeric="tabular-nums">
            {marker(style, start + i)}
          </Text>
          <Box flex="1" minW="0">
            <ItemBody tokens={item.tokens} />
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

/** The inline tokens of a list item that is one line of text. */
const lineOf = (item: Tokens.ListItem): Token[] | undefined =>
  item.tokens.length === 1 ? childrenOf(item.tokens[0]) : undefined;

/** A bullet list whose every item starts with a bold label: label/value rows. */
function factsOf(list: Tokens.List): Array<{ label: string; value: Token[] }> | null {
  if (list.ordered) return null;
  const rows = [];
  for (const item of list.items) {
    const line = lineOf(item);
    const [label, ...rest] = line ?? [];
    if (label?.type !== 'strong') return null;
    const [first, ...more] = rest;
    const value = first?.type === 'text' ? [{ ...first, text: first.text.trimStart() } as Token, ...more] : rest;
    rows.push({ label: plainText(childrenOf(label)), value });
  }
  return rows;
}

function FactsBlock({ rows }: { rows: Array<{ label: string; value: Token[] }> }) {
  return (
    <Stack as="dl" gap="0" borderWidth="1px" rounded="xl" px="4" divideY="1px" bg="bg">
      {rows.map((row) => (
        <Stack key={row.label} py="3" gap="0.5">
          <Text as="dt" fontSize="15px" color="fg.muted">
            {row.label}
          </Text>
          <Box as="dd" m="0" fontWeight="medium">
            <Inlines tokens={row.value} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

const BUTTON = /^button(?::([\w-]+))?$/;

/** A paragraph that is one link titled "button": a large button-like link (mailto, the official account). */
function buttonOf(p: Tokens.Paragraph): (Tokens.Link & { testId?: string }) | null {
  const [only] = p.tokens;
  if (p.tokens.length !== 1 || only.type !== 'link') return null;
  const match = BUTTON.exec((only as Tokens.Link).title ?? '');
  return match ? { ...(only as Tokens.Link), testId: match[1] } : null;
}

function ActionButton({ link }: { link: Tokens.Link & { testId?: string } }) {
  const external = isExternal(link.href);
  const Icon = link.href.startsWith('mailto:') ? Mail : MessageCircle;
  return (
    <Button asChild size="lg" w="full" minH="52px" fontSize="md" variant={external ? 'outline' : 'solid'}>
      <a href={link.href} data-testid={link.testId} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <Icon size={20} aria-hidden />
        {plainText(link.tokens)}
        {external && <ExternalLink size={16} aria-hidden />}
        {external && <VisuallyHidden>{NEW_TAB}</VisuallyHidden>}
      </a>
    </Button>
  );
}

function Note({ paragraph }: { paragraph: Tokens.Paragraph }) {
  return (
    <Text fontSize="15px" color="fg.muted" lineHeight={LEADING}>
      <Inlines tokens={(paragraph.tokens[0] as Tokens.Em).tokens} />
    </Text>
  );
}

function BlockView({ token }: { token: Token }) {
  if (token.type === 'paragraph') {
    const p = token as Tokens.Paragraph;
    const button = buttonOf(p);
    if (button) return <ActionButton link={button} />;
    if (isNote(p)) return <Note paragraph={p} />;
    return (
      <Text>
        <Inlines tokens={p.tokens} />
      </Text>
    );
  }
  if (token.type === 'list') {
    const list = token as Tokens.List;
    const facts = factsOf(list);
    return facts ? <FactsBlock rows={facts} /> : <ListBlock list={list} />;
  }
  // Anything else the texts do not use (code, quotes, HTML) shows as plain text rather than vanishing.
  return 'text' in token && token.text ? <Text whiteSpace="pre-wrap">{unescape(token.text)}</Text> : null;
}

/** A question (h3) and the blocks under it, as a card. */
function QuestionCard({ question, answer }: { question: Tokens.Heading; answer: Token[] }) {
  return (
    <Box borderWidth="1px" rounded="xl" p="4" bg="bg">
      <Heading as="h3" fontSize="md" lineHeight="1.6" display="flex" gap="2" mb="2" css={PHRASE_BREAK}>
        <Text as="span" color="colorPalette.600" aria-hidden>
          Q.
        </Text>
        {plainText(question.tokens)}
      </Heading>
      <Stack gap="2">
        {answer.map((t, i) => (
          <BlockView key={i} token={t} />
        ))}
      </Stack>
    </Box>
  );
}

/** A section's blocks: plain blocks, then the question cards its h3s start. */
function SectionBody({ blocks }: { blocks: readonly Token[] }) {
  const plain: Token[] = [];
  const questions: Array<{ question: Tokens.Heading; answer: Token[] }> = [];
  for (const t of blocks) {
    if (t.type === 'heading' && (t as Tokens.Heading).depth >= 3) questions.push({ question: t as Tokens.Heading, answer: [] });
    else if (questions.length) questions[questions.length - 1].answer.push(t);
    else plain.push(t);
  }
  return (
    <>
      {plain.map((t, i) => (
        <BlockView key={i} token={t} />
      ))}
      {questions.length > 0 && (
        <Stack gap="4">
          {questions.map((q, i) => (
            <QuestionCard key={i} {...q} />
          ))}
        </Stack>
      )}
    </>
  );
}

// ---- The page. ----

/** Jumps to a section without touching the URL (the webview's history stays one entry per page). */
function jumpTo(e: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  e.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function TableOfContents({ sections }: { sections: readonly InfoSection[] }) {
  return (
    <Box as="details" borderWidth="1px" rounded="xl" bg="bg" css={{ '&[open] .toc-chevron': { transform: 'rotate(180deg)' } }}>
      <Flex
        as="summary"
        align="center"
        justify="space-between"
        minH="48px"
        px="4"
        cursor="pointer"
        fontWeight="bold"
        listStyleType="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        目次
        <Box as="span" className="toc-chevron" display="inline-flex" color="fg.muted">
          <ChevronDown size={20} aria-hidden />
        </Box>
      </Flex>
      <Box as="nav" aria-label="目次" px="2" pb="2">
        <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                href={`#${s.id}`}
                onClick={(e) => jumpTo(e, s.id)}
                display="flex"
                alignItems="center"
                minH="44px"
                px="2"
                rounded="md"
                color="fg"
                fontSize="15px"
                _hover={{ bg: 'bg.muted' }}
              >
                {s.heading}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}

export interface InfoDocumentViewProps {
  /** The text, placeholders filled in. */
  markdown: string;
  /** Show a collapsible table of contents (long documents). */
  toc?: boolean;
  side: UserType;
  serviceName: string;
}

export function InfoDocumentView({ markdown, toc, side, serviceName }: InfoDocumentViewProps) {
  const doc = useMemo(() => outlineOf(markdown), [markdown]);

  // A reading page starts at its top, and names itself in the webview's title bar.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    const previous = document.title;
    document.title = `${doc.title}｜${serviceName}`;
    return () => {
      document.title = previous;
    };
  }, [doc.title, serviceName]);

  return (
    <Stack as="article" gap="6" fontSize={BODY_SIZE} lineHeight={LEADING} color="fg" lineBreak="strict" pb="4">
      <Stack gap="2">
        <Link
          asChild
          alignSelf="flex-start"
          display="inline-flex"
          alignItems="center"
          gap="0.5"
          minH="44px"
          pe="3"
          ms="-1.5"
          color="fg.muted"
          fontSize="15px"
          fontWeight="medium"
        >
          <RouterLink to={PATHS[side].mypage}>
            <ChevronLeft size={22} aria-hidden />
            マイページ
          </RouterLink>
        </Link>
        <Heading as="h1" fontSize="2xl" lineHeight="1.4" css={PHRASE_BREAK}>
          {doc.title}
        </Heading>
        {doc.meta.map((t, i) => (
          <BlockView key={i} token={t} />
        ))}
      </Stack>

      {doc.lead.map((t, i) => (
        <BlockView key={i} token={t} />
      ))}

      {toc && <TableOfContents sections={doc.sections} />}

      {doc.sections.map((section) => (
        <Stack as="section" key={section.id} gap="3" aria-labelledby={section.id}>
          <Heading
            as="h2"
            id={section.id}
            tabIndex={-1}
            fontSize="lg"
            lineHeight="1.5"
            borderStartWidth="4px"
            borderColor="colorPalette.500"
            ps="3"
            scrollMarginTop="16px"
            outline="none"
            css={PHRASE_BREAK}
          >
            {section.heading}
          </Heading>
          <SectionBody blocks={section.blocks} />
        </Stack>
      ))}

      {doc.closing.length > 0 && (
        <Stack gap="0" pt="2" color="fg.muted" fontSize="15px">
          {doc.closing.map((t, i) => {
            const line = plainText(childrenOf(t));
            // "以上" closes a Japanese legal text flush right.
            return (
              <Text key={i} textAlign={line === '以上' ? 'end' : 'start'}>
                {line}
              </Text>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
