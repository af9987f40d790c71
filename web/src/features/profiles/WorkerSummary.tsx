/**
 * A worker as the client sees them in one row: avatar, name and a muted line under it
 * (by default occupation・classification). Renders the avatar and the text column only, so the
 * caller's row (HStack) decides the padding and what follows (status, chevron).
 * Props: `worker`, `size?` (avatar, default md), `subtitle?`.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PublicWorker } from '@common/marketplace';
import { CLASSIFY_OPTIONS } from '@common/options';
import { PersonAvatar, type PersonAvatarProps } from '../../components/display/PersonAvatar';

export const classifyLabel = (v: string) => CLASSIFY_OPTIONS.find((o) => o.value === v)?.label ?? '';

/** 'カメラマン・法人': occupation and classification, whichever are known. */
export const workerSubtitle = (w: Pick<PublicWorker, 'occupation' | 'classify'>) =>
  [w.occupation, classifyLabel(w.classify)].filter(Boolean).join('・');

export interface WorkerSummaryProps {
  worker: Pick<PublicWorker, 'userId' | 'name' | 'avatarVersion' | 'occupation' | 'classify'>;
  size?: PersonAvatarProps['size'];
  subtitle?: ReactNode;
}

export function WorkerSummary({ worker: w, size = 'md', subtitle = workerSubtitle(w) }: WorkerSummaryProps) {
  return (
    <>
      <PersonAvatar uid={w.userId} side="worker" version={w.avatarVersion ?? null} name={w.name} size={size} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="bold" truncate>
          {w.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {subtitle}
        </Text>
      </Stack>
    </>
  );
}
