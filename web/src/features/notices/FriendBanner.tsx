/**
 * Offered while the user has not added the official account (liff.getFriendship said so): LINE
 * notifications need it, the in-app お知らせ work regardless. Inside LINE the button adds the account
 * in the app (liff.requestFriendship, else the account's page through liff.openWindow); elsewhere
 * it is a plain link to the account's page (config.officialAccountUrl). Renders nothing otherwise.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { config } from '../../lib/config';
import { addFriendInLine, useFriendship } from '../../lib/line/friendship';

export function FriendBanner() {
  const status = useFriendship();
  if (status !== 'not_friend') return null;
  const url = config.officialAccountUrl;
  return (
    <Box
      as="section"
      aria-label="LINEでの通知"
      bg="green.50"
      borderWidth="1px"
      borderColor="green.200"
      rounded="xl"
      p="4"
      data-testid="friend-banner"
    >
      <Stack gap="2.5">
        <HStack gap="2" color="green.800">
          <BellRing size={20} aria-hidden />
          <Text fontWeight="bold">LINEでお知らせを受け取る</Text>
        </HStack>
        <Text fontSize="sm">
          応募や契約の動きをLINEでお知らせするには、{config.serviceName}
          のLINE公式アカウントの友だち追加が必要です。アプリ内のお知らせは、友だち追加しなくてもご覧いただけます。
        </Text>
        <Button asChild colorPalette="green" size="lg" minH="48px" w="full">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => {
              if (addFriendInLine(url)) e.preventDefault();
            }}
          >
            LINE公式アカウントを友だち追加
          </a>
        </Button>
      </Stack>
    </Box>
  );
}
