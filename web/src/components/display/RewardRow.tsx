/**
 * The reward in yen (税込) on the left and one dated caption on the right ('納期 …', '締切 …'), as cards and
 * summaries show them. Props: `reward`, `icon`, `caption` (the word before the date), `date`,
 * `size?` ('lg' in lists, 'xl' in a summary).
 */
import { HStack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { formatDateJa, formatYen } from '../../lib/format';

export interface RewardRowProps {
  reward: number;
  icon: LucideIcon;
  caption: string;
  date: string;
  size?: 'lg' | 'xl';
}

export function RewardRow({ reward, icon: Icon, caption, date, size = 'lg' }: RewardRowProps) {
  return (
    <HStack justify="space-between" align="end" gap="2">
      <Text fontSize={size} fontWeight="bold" color="colorPalette.fg" lineHeight={size === 'xl' ? '1.3' : undefined}>
        {formatYen(reward)}
        {/* Tax included (docs/product/screens.md#amounts-and-tax). */}
        <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted" ms="1">
          税込
        </Text>
      </Text>
      <HStack gap="1" fontSize="xs" color="fg.muted">
        <Icon size={14} aria-hidden />
        <Text>{`${caption} ${formatDateJa(date)}`}</Text>
      </HStack>
    </HStack>
  );
}
