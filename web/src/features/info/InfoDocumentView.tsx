/**
 * Draws one information document (model.ts) for reading on a phone: a back link to マイページ,
 * the title as the h1, an optional collapsible table of contents, one h2 per section (article),
 * body text at 16px with a 1.8 line height. Terms, policy and contact all render through here.
 */
import { Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown, ChevronLeft, ExternalLink, Mail, MessageCircle } from 'lucide-react';
import { Fragment, useEffect, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UserType } from '@common/options';
import { PATHS } from '../../lib/paths';
import type { Block, InfoDocument, InlineLink, ListEntry, ListStyle, Rich } from './model';

const BODY_SIZE = 'md'; // 16px
const LEADING = '1.8';
const NEW_TAB = '（新しいタブで開きます）';
/** Headings wrap between phrases, not inside words, where the webview supports it. */
const PHRASE_BREAK = { wordBreak: 'auto-phrase' } as const;

/**
 * A link in running text stays inline so that it wraps with the sentence; a link that stands alone
 * (a contact row) gets a 44px tap target instead.
 */
function InlineAnchor({ link, standalone }: { link: InlineLink; standalone?: boolean }) {
  return (
    <Link
      href={link.href}
      {...(standalone ? { display: 'inline-flex', alignItems: 'center', minH: '44px' } : { display: 'inline' })}
      color="colorPalette.700"
      textDecoration="underline"
      textUnderlineOffset="3px"
      fontWeight="medium"
      // Long e-mail addresses and URLs must wrap inside a 375px column.
      overflowWrap="anywhere"
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
      {link.external && <VisuallyHidden>{NEW_TAB}</VisuallyHidden>}
    </Link>
  );
}

export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return <>{value}</>;
  const standalone = value.length === 1 && typeof value[0] !== 'string';
  return (
    <>
      {value.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <InlineAnchor key={i} link={part} standalone={standalone} />
        ),
      )}
    </>
  );
}

function marker(style: ListStyle, index: number): string {
  if (style === 'clause') return `${index + 1}.`;
  if (style === 'item') return `(${index + 1})`;
  return '・';
}

const isEntry = (item: Rich | ListEntry): item is ListEntry => typeof item === 'object' && !Array.isArray(item) && 'text' in item;

function ListBlock({ style, items }: { style: ListStyle; items: ReadonlyArray<Rich | ListEntry> }) {
  // The marker column is as wide as the longest marker ("(11)"), so the text lines up without wasting the narrow column.
  const markerWidth = style === 'bullet' ? '1em' : `${marker(style, items.length - 1).length * 0.6}em`;
  return (
    <Stack as={style === 'bullet' ? 'ul' : 'ol'} gap="2" listStyleType="none" m="0" p="0">
      {items.map((item, i) => {
        const entry: ListEntry = isEntry(item) ? item : { text: item };
        return (
          <Flex as="li" key={i} gap="1.5" align="baseline">
            <Text as="span" flexShrink={0} minW={markerWidth} color="fg.muted" fontVariantNumeric="tabular-nums">
              {marker(style, i)}
            </Text>
            <Box flex="1" minW="0">
              <RichText value={entry.text} />
              {entry.items && entry.items.length > 0 && (
                <Box mt="1.5">
                  <ListBlock style="item" items={entry.items} />
                </Box>
              )}
            </Box>
          </Flex>
        );
      })}
    </Stack>
  );
}

function ActionBlock({ block }: { block: Extract<Block, { kind: 'action' }> }) {
  const Icon = block.href.startsWith('mailto:') ? Mail : MessageCircle;
  return (
    <Stack gap="2">
      <Button asChild size="lg" w="full" minH="52px" fontSize="md" variant={block.external ? 'outline' : 'solid'}>
        <a
          href={block.href}
          data-testid={block.testId}
          {...(block.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <Icon size={20} aria-hidden />
          {block.label}
          {block.external && <ExternalLink size={16} aria-hidden />}
          {block.external && <VisuallyHidden>{NEW_TAB}</VisuallyHidden>}
        </a>
      </Button>
      {block.note && (
        <Text fontSize="15px" color="fg.muted" lineHeight={LEADING}>
          {block.note}
        </Text>
      )}
    </Stack>
  );
}

function FactsBlock({ rows }: Extract<Block, { kind: 'facts' }>) {
  return (
    <Stack as="dl" gap="0" borderWidth="1px" rounded="xl" px="4" divideY="1px" bg="bg">
      {rows.map((row) => (
        <Stack key={row.label} py="3" gap="0.5">
          <Text as="dt" fontSize="15px" color="fg.muted">
            {row.label}
          </Text>
          <Box as="dd" m="0" fontWeight="medium">
            <RichText value={row.value} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function FaqBlock({ entries }: Extract<Block, { kind: 'faq' }>) {
  return (
    <Stack gap="4">
      {entries.map((entry) => (
        <Box key={entry.question} borderWidth="1px" rounded="xl" p="4" bg="bg">
          <Heading as="h3" fontSize="md" lineHeight="1.6" display="flex" gap="2" mb="2" css={PHRASE_BREAK}>
            <Text as="span" color="colorPalette.600" aria-hidden>
              Q.
            </Text>
            {entry.question}
          </Heading>
          <Stack gap="2">
            {entry.answer.map((paragraph, i) => (
              <Text key={i}>
                <RichText value={paragraph} />
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'text':
      return (
        <Text>
          <RichText value={block.text} />
        </Text>
      );
    case 'list':
      return <ListBlock style={block.style} items={block.items} />;
    case 'action':
      return <ActionBlock block={block} />;
    case 'facts':
      return <FactsBlock {...block} />;
    case 'faq':
      return <FaqBlock {...block} />;
  }
}

/** Jumps to a section without touching the URL (the webview's history stays one entry per page). */
function jumpTo(e: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  e.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function TableOfContents({ doc }: { doc: InfoDocument }) {
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
          {doc.sections.map((s) => (
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
  doc: InfoDocument;
  side: UserType;
  serviceName: string;
}

export function InfoDocumentView({ doc, side, serviceName }: InfoDocumentViewProps) {
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
        {doc.meta && (
          <Text fontSize="15px" color="fg.muted">
            {doc.meta}
          </Text>
        )}
      </Stack>

      {doc.lead?.map((paragraph, i) => (
        <Text key={i}>
          <RichText value={paragraph} />
        </Text>
      ))}

      {doc.toc && <TableOfContents doc={doc} />}

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
          {section.blocks.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
        </Stack>
      ))}

      {doc.closing && (
        <Stack gap="0" pt="2" color="fg.muted" fontSize="15px">
          {doc.closing.map((line, i) => (
            // "以上" closes a Japanese legal text flush right.
            <Text key={i} textAlign={line === '以上' ? 'end' : 'start'}>
              {line}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
