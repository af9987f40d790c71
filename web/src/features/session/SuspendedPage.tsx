/**
 * The suspended page (docs/product/screens.md#suspended): shown instead of the app, without the tab bar,
 * while an admin has suspended the account (docs/product/admin.md#suspension). It says why and where to
 * write; the API refuses every other call of the account meanwhile.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { UserSuspensionView } from '@common/api';
import { config } from '../../lib/config';
import { PageColumn } from '../../components/layout/PageColumn';

export default function SuspendedPage({ suspension }: { suspension: UserSuspensionView }) {
  return (
    <PageColumn>
      <Stack gap="5" pt="8">
        <Heading as="h1" size="lg">
          ご利用を停止しています
        </Heading>
        <Text fontSize="sm">
          このアカウントは運営により利用を停止されています。停止中は案件・契約・メッセージなど、アプリのすべての機能をご利用いただけません。
        </Text>
        <Box borderWidth="1px" borderColor="gray.200" bg="gray.50" rounded="md" p="3" data-testid="suspension-reason">
          <Text fontSize="xs" color="fg.muted">
            停止の理由
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {suspension.reason}
          </Text>
        </Box>
        <Text fontSize="sm">
          お心当たりのない場合やご不明な点は、LINEの表示名を添えて
          <Link href={`mailto:${config.supportEmail}`} color="blue.600" fontWeight="bold" wordBreak="break-all">
            {config.supportEmail}
          </Link>
          までご連絡ください。
        </Text>
      </Stack>
    </PageColumn>
  );
}
