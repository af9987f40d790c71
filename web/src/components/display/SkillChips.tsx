/** Skills as read-only chips. Props: `skills`, optional `max` (the rest shown as '+N'), `size`. */
import { Tag, Wrap } from '@chakra-ui/react';

export interface SkillChipsProps {
  skills: string[];
  max?: number;
  size?: 'sm' | 'md' | 'lg';
}

export function SkillChips({ skills, max, size = 'md' }: SkillChipsProps) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    <Wrap gap="1.5" aria-label="スキル">
      {shown.map((s) => (
        <Tag.Root key={s} size={size} variant="surface" colorPalette="gray" rounded="full" maxW="full">
          <Tag.Label>{s}</Tag.Label>
        </Tag.Root>
      ))}
      {rest > 0 && (
        <Tag.Root size={size} variant="outline" colorPalette="gray" rounded="full">
          <Tag.Label>+{rest}</Tag.Label>
        </Tag.Root>
      )}
    </Wrap>
  );
}
