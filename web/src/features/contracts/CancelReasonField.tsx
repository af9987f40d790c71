/**
 * The optional reason in the この契約をキャンセルする dialog (CancelContract.tsx). A chunk of its own:
 * the field machinery (Chakra's field and textarea, about 6 KB gzipped) is needed only once the
 * dialog opens, and the contract page is a first screen (docs/performance.md).
 */
import { Box, Textarea } from '@chakra-ui/react';
import { DEAL_TEXT_MAX } from '@common/deal';
import { FormField } from '../../components/forms/FormField';
import { TextCount } from '../../components/forms/TextCount';

export interface CancelReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export default function CancelReasonField({ value, onChange, error }: CancelReasonFieldProps) {
  return (
    <FormField label="キャンセルの理由（任意）" error={error}>
      <Textarea rows={3} maxLength={DEAL_TEXT_MAX} value={value} onChange={(e) => onChange(e.target.value)} />
      <Box alignSelf="stretch">
        <TextCount value={value} max={DEAL_TEXT_MAX} />
      </Box>
    </FormField>
  );
}
