/**
 * /client/search/workers/:id: a worker's public profile with their listings and portfolio. The back
 * link returns to the client screen that opened it (search result, applicants, contract), passed as
 * location state `from`.
 */
import { Box, Heading, HStack, Link as ExternalLink, Stack, Text } from '@chakra-ui/react';
import { ExternalLink as ExternalIcon, Images, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { matchPath, useLocation, useParams } from 'react-router-dom';
import type { Listing, WorkerDetail } from '@common/marketplace';
import { DetailText } from '../../components/display/DetailText';
import { PersonAvatar } from '../../components/display/PersonAvatar';
import { SkillChips } from '../../components/display/SkillChips';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatYen } from '../../lib/format';
import { CLIENT } from '../../lib/paths';
import { useWorker } from './queries';
import { workerSubtitle } from './WorkerSummary';

const isUrl = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());
const hostOf = (s: string) => {
  try {
    const u = new URL(s.trim());
    return `${u.hostname}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return s;
  }
};

/** Only a client screen is a place to go back to; anything else falls back to the search. */
const isClientScreen = (path: string) => Object.values(CLIENT).some((pattern) => matchPath(pattern, path.split('?')[0]));

export default function WorkerProfilePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const back = from && isClientScreen(from) ? from : CLIENT.search;
  const query = useWorker(id);

  return (
    <Stack gap="5">
      <PageHeader title="プロフィール" back={back} />
      <QueryState query={query} back={{ label: '戻る', to: back }}>
        {(w) => <WorkerProfile worker={w} />}
      </QueryState>
    </Stack>
  );
}

function WorkerProfile({ worker: w }: { worker: WorkerDetail }) {
  return (
    <Stack gap="5">
      <Stack align="center" gap="2" bg="bg" borderWidth="1px" rounded="xl" p="5" shadow="xs" textAlign="center">
        <PersonAvatar uid={w.userId} side="worker" version={w.avatarVersion ?? null} name={w.name} size="xl" />
        <Heading as="h2" size="lg" wordBreak="break-word">
          {w.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {workerSubtitle(w)}
        </Text>
      </Stack>

      <Section title="自己紹介">
        {w.detail ? <DetailText value={w.detail} /> : <Muted>自己紹介はまだ登録されていません</Muted>}
      </Section>

      <Section title="スキル">
        {w.skills.length ? <SkillChips skills={w.skills} /> : <Muted>スキルはまだ登録されていません</Muted>}
      </Section>

      <Section title="出品サービス" icon={<Store size={18} aria-hidden />} bare>
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

      <Section title="ポートフォリオ" icon={<Images size={18} aria-hidden />}>
        {w.portfolios.length ? (
          <Stack as="ul" gap="2" listStyleType="none">
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
        ) : (
          <Muted>ポートフォリオはまだ登録されていません</Muted>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, icon, bare, children }: { title: string; icon?: ReactNode; bare?: boolean; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <HStack gap="1.5">
        {icon}
        <Heading as="h3" size="sm">
          {title}
        </Heading>
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
      </Text>
      <DetailText value={l.description} color="fg.muted" lineClamp={3} />
    </Stack>
  );
}
