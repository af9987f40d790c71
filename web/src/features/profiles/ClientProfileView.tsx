/**
 * A client's public profile as a worker sees it on a job: the cover (background and avatar), name,
 * 法人 / 個人 and the company name, then 会社概要 or 自己紹介 with its stored line breaks (DetailText,
 * never HTML), folded when long, and 評価 (the reviews workers wrote). One view for the job page and
 * the client's own 登録情報 (docs/product/screens.md#registered-info), so she sees what workers see.
 * `edit`: on her own view only, the edit screen's path per part, each shown as a 「編集する」 link.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { detailToLines } from '@common/api';
import type { PublicClient } from '@common/marketplace';
import { DetailText } from '../../components/display/DetailText';
import { EditLink } from './EditLink';
import { ReviewSummaryLine } from '../../components/display/ReviewSummaryLine';
import { ProfileCover } from './ProfileCover';
import { ProfileReviews } from './ProfileReviews';
import { ReadMoreToggle } from '../../components/display/ReadMoreToggle';

/** The parts of the profile the owner edits on separate screens. */
export type ClientProfilePart = 'images' | 'basic' | 'classify' | 'company' | 'about';
export type ClientProfileEdit = Partial<Record<ClientProfilePart, string>>;

// Shown to a worker, a client who is an individual reads '個人', not the option label フリーランス
// (docs/product/entities.md#option-lists): that word describes the worker's own trade.
const CLASSIFY_LABEL: Record<PublicClient['classify'], string> = { corporation: '法人', individual: '個人' };
const DETAIL_TITLE: Record<PublicClient['classify'], string> = { corporation: '会社概要', individual: '自己紹介' };

export function ClientProfileView({ client, edit = {} }: { client: PublicClient; edit?: ClientProfileEdit }) {
  const [expanded, setExpanded] = useState(false);
  const long = detailToLines(client.detail).length > 4 || client.detail.length > 160;
  const corporation = client.classify === 'corporation';
  const company = client.companyName && client.companyName !== client.name ? client.companyName : '';
  // The owner of a corporation's profile always sees the line that her 会社情報 link edits.
  const companyLine = corporation && edit.company ? client.companyName || '会社名は未登録です' : company;
  const detailTitle = DETAIL_TITLE[client.classify];
  return (
    <Stack gap="0" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" data-testid="client-profile">
      <ProfileCover
        uid={client.userId}
        side="client"
        name={client.name}
        avatarVersion={client.avatarVersion}
        backgroundVersion={client.backgroundVersion}
        editImages={edit.images}
      />
      <Stack gap="3" px="4" pt="2" pb="4">
        <Stack gap="1">
          <Row edit={edit.basic && <EditLink to={edit.basic} part="名前" />}>
            <Heading as="h3" size="md" wordBreak="break-word">
              {client.name}
            </Heading>
          </Row>
          <ReviewSummaryLine summary={client.reviews} />
          <Row edit={edit.classify && <EditLink to={edit.classify} part="区分" />}>
            <Text fontSize="sm" color="fg.muted">
              {CLASSIFY_LABEL[client.classify]}
            </Text>
          </Row>
          {companyLine && (
            <Row edit={edit.company && <EditLink to={edit.company} part="会社情報" />}>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {companyLine}
              </Text>
            </Row>
          )}
        </Stack>
        {(client.detail || edit.about) && (
          <Stack gap="1" as="section" aria-label={detailTitle}>
            <Row edit={edit.about && <EditLink to={edit.about} part={detailTitle} />}>
              <Text fontSize="sm" fontWeight="bold">
                {detailTitle}
              </Text>
            </Row>
            {client.detail ? (
              <Box>
                <DetailText value={client.detail} lineClamp={expanded || !long ? undefined : 4} />
                {long && <ReadMoreToggle open={expanded} onToggle={() => setExpanded((v) => !v)} />}
              </Box>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {detailTitle}はまだ登録されていません
              </Text>
            )}
          </Stack>
        )}
        <Stack gap="1" as="section" aria-label="評価" borderTopWidth="1px" pt="3">
          <Text fontSize="sm" fontWeight="bold">
            評価
          </Text>
          {/* What workers said of her, a lazy chunk (docs/product/reviews.md#on-the-profiles). */}
          <ProfileReviews uid={client.userId} side="client" />
        </Stack>
      </Stack>
    </Stack>
  );
}

function Row({ edit, children }: { edit?: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" align="center" minH={edit ? '44px' : undefined}>
      <Box flex="1" minW="0">
        {children}
      </Box>
      {edit}
    </HStack>
  );
}
