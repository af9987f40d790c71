/** One figure of the overview: a label, the number and an optional note under it. */
import { Box, Text } from '@chakra-ui/react';

export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box bg="bg" rounded="lg" borderWidth="1px" p="4" minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" mt="1" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {note && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {note}
        </Text>
      )}
    </Box>
  );
}
