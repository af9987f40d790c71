/**
 * Two yen amounts side by side, 「下限なし 〜 上限なし」 with 円 after each (the job search's 報酬, the
 * documents' 金額): numeric keyboards, full-width digits and commas read by the caller's
 * `setValueAs` (lib/forms/yen.ts parseNumber). Goes inside a FormField, which labels and errors it.
 */
import { HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface YenRangeInputsProps {
  /** What the amounts are of, for the inputs' labels: 「{subject}の下限」 / 「{subject}の上限」. */
  subject: string;
  min: UseFormRegisterReturn;
  max: UseFormRegisterReturn;
}

export function YenRangeInputs({ subject, min, max }: YenRangeInputsProps) {
  return (
    <HStack gap="2" align="center" w="full">
      <InputGroup endElement="円" flex="1">
        <Input size="lg" inputMode="numeric" aria-label={`${subject}の下限`} placeholder="下限なし" {...min} />
      </InputGroup>
      <Text color="fg.muted" flexShrink={0}>
        〜
      </Text>
      <InputGroup endElement="円" flex="1">
        <Input size="lg" inputMode="numeric" aria-label={`${subject}の上限`} placeholder="上限なし" {...max} />
      </InputGroup>
    </HStack>
  );
}
