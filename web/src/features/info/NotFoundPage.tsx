/** Any path no route knows: a short note and the way back to the top (SideGuard sends the user to their side). */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Stack gap="4" pt="10" textAlign="center" align="center">
      <Heading as="h1" size="md">
        ページが見つかりません
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        お探しのページは移動または削除された可能性があります。
      </Text>
      <Button asChild size="lg" minH="48px">
        <RouterLink to="/">トップへ戻る</RouterLink>
      </Button>
    </Stack>
  );
}
