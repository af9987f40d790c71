/**
 * One amount of money in a definition list: the label on the left, the yen on the right in
 * tabular figures; `strong` for the total (受取額). Used by FeeBreakdown and the reward history.
 */
import { Flex, Text, type FlexProps } from '@chakra-ui/react';

export interface MoneyRowProps extends Pick<FlexProps, 'py'> {
  label: string;
  value: string;
  strong?: boolean;
}

export function MoneyRow({ label, value, strong, py }: MoneyRowProps) {
  return (
    <Flex justify="space-between" align="baseline" gap="3" py={py}>
      <Text as="dt" fontSize="sm" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'bold' : 'normal'}>
        {label}
      </Text>
      <Text
        as="dd"
        fontSize={strong ? 'lg' : 'sm'}
        fontWeight="bold"
        color={strong ? 'colorPalette.fg' : 'fg'}
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Text>
    </Flex>
  );
}
