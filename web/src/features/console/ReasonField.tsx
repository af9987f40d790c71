/** The reason an admin's action asks for (1–500 characters, kept in the audit log): its label, counter and the missing-reason error. */
import { Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId } from 'react';

export const REASON_MAX = 500;

export function ReasonField({ value, onChange, missing }: { value: string; onChange: (v: string) => void; missing: boolean }) {
  const id = useId();
  return (
    <Stack gap="1">
      <Text asChild fontSize="sm" fontWeight="bold">
        <label htmlFor={id}>理由</label>
      </Text>
      <Textarea
        id={id}
        aria-invalid={missing || undefined}
        placeholder="理由（監査ログに残ります）"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={REASON_MAX}
        minH="88px"
      />
      <Flex justify="space-between" gap="2" wrap="wrap">
        {missing ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            理由を入力してください
          </Text>
        ) : (
          <span />
        )}
        <Text fontSize="xs" color="fg.muted">
          {value.length} / {REASON_MAX}
        </Text>
      </Flex>
    </Stack>
  );
}
