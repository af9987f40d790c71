/** The login-failure page (docs/product/screens.md#login-failure): shown for any boot error. */
import { Box, Button, Code, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { config } from '../../lib/config';
import { ApiRequestError } from '../../lib/api/client';
import { PageColumn } from '../../components/layout/PageColumn';

export default function LoginFailurePage({ error }: { error: Error }) {
  // The API's request id matches a user's screenshot to the API's log line (docs/product/api.md#errors).
  const requestId = error instanceof ApiRequestError ? error.requestId : undefined;
  return (
    <PageColumn>
      <Stack gap="5" pt="8">
        <Heading as="h1" size="lg">
          ログインに失敗しました
        </Heading>
        <Text fontSize="sm">
          ログイン時にエラーが発生することを確認しており、現在原因を調査しています。ご迷惑をおかけして申し訳ございません。
        </Text>
        <Box borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md" p="3" data-testid="login-error">
          <Text fontSize="xs" color="fg.muted">
            エラー内容
          </Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" bg="transparent" p="0" fontSize="sm">
            {error.name}: {error.message}
          </Code>
          {requestId && (
            <Text fontSize="xs" color="fg.muted" mt="2" wordBreak="break-all" data-testid="request-id">
              お問い合わせ番号: {requestId}
            </Text>
          )}
        </Box>
        <Text fontSize="sm">
          お手数ですが、この画面のスクリーンショット、または上記のエラー内容とLINEの表示名を、
          <Link href={`mailto:${config.supportEmail}`} color="blue.600" fontWeight="bold" wordBreak="break-all">
            {config.supportEmail}
          </Link>
          までお送りください。
        </Text>
        <Link
          href={config.officialAccountUrl}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.600"
          minH="44px"
          display="inline-flex"
          alignItems="center"
        >
          {config.serviceName} 公式アカウントはこちら
        </Link>
        <Button size="lg" onClick={() => window.location.reload()} minH="48px">
          タップして再読み込み
        </Button>
      </Stack>
    </PageColumn>
  );
}
