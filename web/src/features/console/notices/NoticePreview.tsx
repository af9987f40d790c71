/**
 * How the notice will look in the recipients' お知らせ list (as features/notices/NoticeItem draws an
 * unread one): the dot, the title, the body with its line breaks, when, and the arrow when it opens a
 * screen. Important ones are pushed to LINE too (topic 運営からのお知らせ, button 「詳細を見る」).
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';

export function NoticePreview(props: { title: string; body: string; path: string; important: boolean; when: string }) {
  const { title, body, path, important, when } = props;
  return (
    <Stack gap="2" aria-label="お知らせでの見え方" role="group">
      <Text fontSize="sm" fontWeight="bold">
        お知らせでの見え方
      </Text>
      <Box colorPalette="teal" bg="colorPalette.subtle" borderWidth="1px" rounded="xl" data-testid="notice-preview">
        <Flex gap="3" px="4" py="3.5" align="start">
          <Box w="2.5" h="2.5" mt="2" flexShrink={0} rounded="full" bg="colorPalette.solid" aria-hidden />
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="bold" wordBreak="break-word" color={title.trim() ? undefined : 'fg.subtle'}>
              {title.trim() || 'タイトル'}
            </Text>
            <Text fontSize="sm" color={body.trim() ? 'fg.muted' : 'fg.subtle'} whiteSpace="pre-line" overflowWrap="anywhere">
              {body.trim() || '本文'}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {when}
            </Text>
          </Stack>
          <Box color="fg.muted" mt="1" flexShrink={0}>
            <ChevronRight size={20} aria-hidden />
          </Box>
        </Flex>
      </Box>
      <Text fontSize="xs" color="fg.muted">
        タップすると{path.trim() ? `「${path.trim()}」` : '受け取った人のお知らせ一覧'}が開きます。
        {important
          ? 'LINEにも「運営からのお知らせ」として届きます（ボタン「詳細を見る」）。'
          : 'LINEには送りません（アプリのお知らせのみ）。'}
      </Text>
    </Stack>
  );
}
