/**
 * Required skills of a job as removable chips with a text box and 追加 (SPEC 2.8's editor, inline).
 * Enter adds the typed skill instead of submitting the form. Skills are normalised like the server does.
 */
import { Button, Flex, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '@common/limits';
import { clientMessages } from '@common/messages';
import { JOB_LIMITS } from '@common/schemas/marketplace';
import { SKILL_DUPLICATE } from '@common/schemas/workerProfile';
import { hasSkill, normaliseSkill } from '@common/skills';

export interface SkillsInputProps {
  id?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  invalid?: boolean;
}

export function SkillsInput({ id, value, onChange, invalid }: SkillsInputProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= JOB_LIMITS.jobSkillsMax;

  const add = () => {
    const skill = normaliseSkill(draft);
    if (!skill) return setError(clientMessages.required);
    if (skill.length > LIMITS.skill) return setError(clientMessages.max(LIMITS.skill));
    if (hasSkill(value, skill)) return setError(SKILL_DUPLICATE);
    if (full) return setError(`スキルは${JOB_LIMITS.jobSkillsMax}個までです`);
    onChange([...value, skill]);
    setDraft('');
    setError(null);
  };

  return (
    <Stack gap="2" w="full">
      {value.length > 0 && (
        <Wrap gap="2" aria-label="追加したスキル">
          {value.map((s) => (
            <HStack key={s} gap="0" bg="colorPalette.subtle" color="colorPalette.fg" rounded="full" ps="3.5" minH="44px" maxW="full">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {s}
              </Text>
              <IconButton
                aria-label={`${s}を削除`}
                variant="ghost"
                rounded="full"
                minW="44px"
                h="44px"
                color="colorPalette.fg"
                onClick={() => onChange(value.filter((v) => v !== s))}
              >
                <X size={16} />
              </IconButton>
            </HStack>
          ))}
        </Wrap>
      )}
      <HStack gap="2" align="start">
        <Input
          id={id}
          size="lg"
          flex="1"
          value={draft}
          placeholder={full ? 'これ以上追加できません' : '例：物撮り、Lightroom'}
          disabled={full}
          aria-invalid={invalid || !!error || undefined}
          enterKeyHint="enter"
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            // Japanese input: Enter also confirms IME conversion; only a plain Enter adds.
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="lg" minH="44px" variant="outline" onClick={add} disabled={full}>
          追加
        </Button>
      </HStack>
      <Flex justify="space-between" gap="2">
        {error ? (
          <Text fontSize="xs" color="fg.error" role="alert">
            {error}
          </Text>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            1つずつ入力して「追加」を押してください
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {value.length}/{JOB_LIMITS.jobSkillsMax}
        </Text>
      </Flex>
    </Stack>
  );
}
