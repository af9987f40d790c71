/** Small parts of the user page: a labelled value, a list panel that says when the API cut it, a row card. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AdminList } from '@common/admin';
import { Panel } from '../parts';
import { truncatedText } from './labels';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" fontWeight="bold">
        {label}
      </Text>
      <Box fontSize="sm" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

/** Labelled values in a grid: one column on a phone, more on a desk. */
export function Fields({ children }: { children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
      {children}
    </Box>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="article" aria-label={label} gap="2" borderWidth="1px" rounded="md" p="3" minW="0">
      {children}
    </Stack>
  );
}

/** A section of one list: its rows, 「なし」 when empty, and the note when there are more than shown. */
export function ListPanel<T>({
  title,
  list,
  empty,
  render,
}: {
  title: string;
  list: AdminList<T>;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Panel title={title}>
      {list.items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack gap="2">{list.items.map(render)}</Stack>
      )}
      {list.truncated && (
        <Text fontSize="sm" color="fg.muted">
          {truncatedText(list.limit)}
        </Text>
      )}
    </Panel>
  );
}
