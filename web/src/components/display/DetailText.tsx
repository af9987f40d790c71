/**
 * Stored multi-line text (line breaks saved as <br>, docs/product/entities.md#profiles) rendered as lines — never as HTML.
 * Props: `value` (stored text), Text props pass through.
 */
import { Text, type TextProps } from '@chakra-ui/react';
import { Fragment } from 'react';
import { detailToLines } from '@common/api';

export function DetailText({ value, ...rest }: { value: string } & TextProps) {
  const lines = detailToLines(value);
  return (
    <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" {...rest}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
