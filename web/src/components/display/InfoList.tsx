/**
 * Label/value rows for detail pages (報酬, 納期, 募集人数...).
 * Props: `items: { label, value, icon? }[]`; rows with an empty value are skipped.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface InfoListProps {
  items: { label: string; value: ReactNode; icon?: LucideIcon }[];
}

export function InfoList({ items }: InfoListProps) {
  return (
    <Stack as="dl" gap="0" bg="bg" borderWidth="1px" rounded="xl" px="4" divideY="1px">
      {items
        .filter((i) => i.value !== '' && i.value !== null && i.value !== undefined)
        .map(({ label, value, icon: Icon }) => (
          <Flex key={label} py="3" gap="3" align="start">
            <Flex as="dt" align="center" gap="1.5" w="7.5rem" flexShrink={0} color="fg.muted" fontSize="sm">
              {Icon && <Icon size={16} aria-hidden />}
              <Text as="span">{label}</Text>
            </Flex>
            <Box as="dd" flex="1" minW="0" fontSize="sm" fontWeight="medium" wordBreak="break-word">
              {value}
            </Box>
          </Flex>
        ))}
    </Stack>
  );
}
