/**
 * A worker's public profile as every client sees it (docs/product/screens.md#routes): the cover
 * (background and avatar), name, occupation・classification, 自己紹介, スキル, 出品サービス,
 * ポートフォリオ and 評価. One view for the client's profile page and the worker's own 登録情報
 * (docs/product/screens.md#registered-info), so whatever the public profile shows, she sees too.
 * `edit`: on her own view only, the edit screen's path per part, each shown as a 「編集する」 link.
 */
import { Box, Heading, HStack, Link as ExternalLink, Stack, Text } from '@chakra-ui/react';
import { ExternalLink as ExternalIcon, Images, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Listing, WorkerDetail } from '@common/marketplace';
import { DetailText } from '../../components/display/DetailText';
import { SkillChips } from '../../components/display/SkillChips';
import { formatYen } from '../../lib/format';
import { PortfolioGallery } from '../portfolio';
import { EditLink } from './EditLink';
import { InvoiceIssuerBadge } from '../../components/display/InvoiceIssuerBadge';
import { ReviewSummaryLine } from '../../components/display/ReviewSummaryLine';
import { ProfileCover } from './ProfileCover';
import { ProfileReviews } from './ProfileReviews';
import { workerSubtitle } from './WorkerSummary';

/** The parts of the profile the owner edits on separate screens. */
export type WorkerProfilePart = 'images' | 'basic' | 'occupation' | 'about' | 'skills' | 'listings' | 'portfolio';
export type WorkerProfileEdit = Partial<Record<WorkerProfilePart, string>>;

const isUrl = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());
const hostOf = (s: string) => {
  try {
    const u = new URL(s.trim());
    return `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return s;
  }
};

export function WorkerProfileView({ worker: w, edit = {} }: { worker: WorkerDetail; edit?: WorkerProfileEdit }) {
  return (
    <Stack gap="5">
      <Box bg="bg" borderWidth="1px" rounded="xl" shadow="xs" overflow="hidden" data-testid="worker-profile-header">
        <ProfileCover
          uid={w.userId}
          side="worker"
          name={w.name}
          avatarVersion={w.avatarVersion}
          backgroundVersion={w.backgroundVersion}
          editImages={edit.images}
        />
        <Stack gap="1" px="4" pt="2" pb="4">
          <HStack gap="2" align="center">
            <Heading as="h2" size="lg" wordBreak="break-word" flex="1" minW="0">
              {w.name}
            </Heading>
            {edit.basic && <EditLink to={edit.basic} part="基本情報" />}
          </HStack>
          <HStack gap="2" align="center">
            <Text fontSize="sm" color="fg.muted" flex="1" minW="0">
              {workerSubtitle(w)}
            </Text>
            {edit.occupation && <EditLink to={edit.occupation} part="職種" />}
          </HStack>
          <ReviewSummaryLine summary={w.reviews} />
          <InvoiceIssuerBadge issuer={w.qualifiedInvoiceIssuer} />
        </Stack>
      </Box>

      <Section title="自己紹介" edit={edit.about && <EditLink to={edit.about} part="自己紹介" />}>
        {w.detail ? <DetailText value={w.detail} /> : <Muted>自己紹介はまだ登録されていません</Muted>}
      </Section>

      <Section title="スキル" edit={edit.skills && <EditLink to={edit.skills} part="スキル" />}>
        {w.skills.length ? <SkillChips skills={w.skills} /> : <Muted>スキルはまだ登録されていません</Muted>}
      </Section>

      <Section
        title="出品サービス"
        icon={<Store size={18} aria-hidden />}
        edit={edit.listings && <EditLink to={edit.listings} part="出品サービス" />}
        bare
      >
        {w.listings.length ? (
          <Stack gap="3">
            {w.listings.map((l) => (
              <ListingItem key={l.id} listing={l} />
            ))}
          </Stack>
        ) : (
          <Box bg="bg" borderWidth="1px" rounded="xl" p="4">
            <Muted>公開中の出品サービスはありません</Muted>
          </Box>
        )}
      </Section>

      <Section
        title="ポートフォリオ"
        icon={<Images size={18} aria-hidden />}
        edit={edit.portfolio && <EditLink to={edit.portfolio} part="ポートフォリオ" />}
      >
        {/* The works' photo grid, a lazy chunk of its own (docs/product/portfolio.md); then the older links. */}
        <PortfolioGallery workerId={w.userId} />
        {w.portfolios.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" mt="3">
            {w.portfolios.map((p, i) => (
              <Box as="li" key={`${i}-${p}`}>
                {isUrl(p) ? (
                  <ExternalLink
                    href={p.trim()}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="colorPalette.fg"
                    fontSize="sm"
                    minH="44px"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    wordBreak="break-all"
                  >
                    {hostOf(p)}
                    <ExternalIcon size={14} aria-hidden />
                  </ExternalLink>
                ) : (
                  <Text fontSize="sm" wordBreak="break-word">
                    {p}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="評価">
        {/* The latest reviews and the way to all of them, a lazy chunk (docs/product/reviews.md#on-the-profiles). */}
        <ProfileReviews uid={w.userId} side="worker" />
      </Section>
    </Stack>
  );
}

function Section(props: { title: string; icon?: ReactNode; edit?: ReactNode; bare?: boolean; children: ReactNode }) {
  const { title, icon, edit, bare, children } = props;
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <HStack gap="1.5" minH={edit ? '44px' : undefined}>
        {icon}
        <Heading as="h3" size="sm" flex="1">
          {title}
        </Heading>
        {edit}
      </HStack>
      {bare ? (
        children
      ) : (
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4">
          {children}
        </Box>
      )}
    </Stack>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

function ListingItem({ listing: l }: { listing: Listing }) {
  return (
    <Stack as="article" gap="1.5" bg="bg" borderWidth="1px" rounded="xl" p="4" data-testid="listing-item">
      <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
        {l.title}
      </Text>
      <Text fontSize="lg" fontWeight="bold" color="colorPalette.fg">
        {formatYen(l.price)}
        <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="1">
          税込
        </Text>
      </Text>
      <DetailText value={l.description} color="fg.muted" lineClamp={3} />
    </Stack>
  );
}
