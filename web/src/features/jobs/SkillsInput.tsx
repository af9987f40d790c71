/**
 * Required skills of a job as removable chips with a text box and 追加 (the skill editor of
 * docs/product/screens.md#skill-editor, inline; docs/product/screens.md#job-form).
 * Enter adds the typed skill instead of submitting the form. One skill follows the skill editor's rule
 * (checkNewSkill: length, normalising, duplicates); a job takes fewer skills than a profile (JOB_LIMITS).
 */
import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { JOB_LIMITS } from '@common/jobLimits';
import { checkNewSkill } from '../../components/skills/checkSkill';
import { RemovableSkills } from '../../components/skills/RemovableSkills';

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

  const add = async () => {
    if (full) return setError(`スキルは${JOB_LIMITS.jobSkillsMax}個までです`);
    const { skill, error: refused } = await checkNewSkill(value, draft);
    if (!skill) return setError(refused ?? null);
    onChange([...value, skill]);
    setDraft('');
    setError(null);
  };

  return (
    <Stack gap="2" w="full">
      <RemovableSkills skills={value} onRemove={(s) => onChange(value.filter((v) => v !== s))} />
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
              void add();
            }
          }}
        />
        <Button size="lg" minH="44px" variant="outline" onClick={() => void add()} disabled={full}>
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
