/** One of the worker's listings in a list: status, last update, title, a two-line excerpt and the price; one link. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { detailToText } from '@common/api';
import type { Listing, ListingStatus } from '@common/marketplace';
import { formatDateJa, formatYen } from '../../lib/format';
import { WORKER, withId } from '../../lib/paths';

export const LISTING_STATUS_LABEL: Record<ListingStatus, string> = { published: '公開中', stopped: '停止中' };

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge
      colorPalette={status === 'published' ? 'green' : 'gray'}
      variant="subtle"
      size="sm"
      rounded="full"
      px="2.5"
      fontWeight="bold"
      data-status={status}
    >
      {LISTING_STATUS_LABEL[status]}
    </Badge>
  );
}

export function ListingCard({ listing }: { listing: Listing }) {
  return (
    <Box as="article" bg="bg" borderWidth="1px" rounded="xl" overflow="hidden" shadow="xs" data-testid="listing-card">
      <Link to={withId(WORKER.listing, listing.id)} aria-label={listing.title}>
        <HStack gap="2" p="4" align="center" _active={{ bg: 'bg.muted' }}>
          <Stack gap="1.5" flex="1" minW="0">
            <HStack gap="2">
              <ListingStatusBadge status={listing.status} />
              <Text fontSize="xs" color="fg.muted">
                {formatDateJa(listing.updatedAt)} 更新
              </Text>
            </HStack>
            <Text fontWeight="bold" lineClamp={2} wordBreak="break-word">
              {listing.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word" whiteSpace="pre-line">
              {detailToText(listing.description)}
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
              {formatYen(listing.price)}
              <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="1">
                税込
              </Text>
            </Text>
          </Stack>
          <Box color="fg.subtle" flexShrink={0}>
            <ChevronRight size={20} aria-hidden />
          </Box>
        </HStack>
      </Link>
    </Box>
  );
}
