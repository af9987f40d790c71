import { Text } from '@chakra-ui/react';

/** "12/1000" under a long text field, at its right edge, red once over the limit. */
export function TextCount({ value, max }: { value: string | undefined; max: number }) {
  const n = (value ?? '').trim().length;
  return (
    <Text fontSize="xs" color={n > max ? 'fg.error' : 'fg.muted'} textAlign="right" alignSelf="end" aria-live="polite">
      {n}/{max.toLocaleString('ja-JP')}
    </Text>
  );
}
