/** Small pieces every console screen uses: a titled panel, a result said next to what was asked. */
import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The API's Japanese message of a failed call, or a general one. */
export const errorText = (e: unknown) => (e instanceof Error ? e.message : '通信に失敗しました');

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Result({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <Alert.Root status={ok ? 'success' : 'error'} rounded="md" role="status">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
