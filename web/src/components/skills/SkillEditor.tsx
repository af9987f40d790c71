/**
 * Skill editor modal (docs/product/screens.md#skill-editor): title 'スキルを追加する', the registered skills as
 * removable chips, a text input and 追加. A skill is 1-20 characters after trimming; one that equals a registered
 * skill after trimming and width normalisation is refused with a message; at most LIMITS.skillsMax.
 * Changes apply to the caller's list at once; 閉じる closes.
 */
import { Button, Dialog, Field, HStack, Input, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LIMITS } from '@common/limits';
import { hasSkill } from '@common/skills';
import { checkNewSkill } from './checkSkill';
import { RemovableSkills } from './RemovableSkills';

/** Skills photographers for salons commonly list; one tap adds them. */
export const SUGGESTED_SKILLS = ['人物撮影', '店内撮影', '商品撮影', 'ヘアスタイル撮影', '画像編集', 'Lightroom', 'Photoshop'];

export interface SkillEditorProps {
  open: boolean;
  onClose: () => void;
  skills: string[];
  onChange: (skills: string[]) => void;
  /** The side's colour: the dialog renders in a portal, outside the page's colour scope. */
  colorPalette: string;
}

export function SkillEditor({ open, onClose, skills, onChange, colorPalette }: SkillEditorProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async (candidate: string) => {
    const result = await checkNewSkill(skills, candidate);
    if (result.error || !result.skill) {
      setError(result.error ?? null);
      return false;
    }
    onChange([...skills, result.skill]);
    setError(null);
    return true;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // React events bubble through portals: keep the page's own form from submitting too.
    e.stopPropagation();
    if (await add(typed)) setTyped('');
  };

  const suggestions = SUGGESTED_SKILLS.filter((s) => !hasSkill(skills, s));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) {
          setError(null);
          onClose();
        }
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content colorPalette={colorPalette} rounded="2xl" mx="0" maxH="90dvh" overflowY="auto">
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="lg">スキルを追加する</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <form onSubmit={(e) => void onSubmit(e)} noValidate>
                  <Field.Root invalid={!!error}>
                    <Field.Label fontSize="sm" fontWeight="bold">
                      スキル
                    </Field.Label>
                    <HStack w="full" align="flex-start">
                      <Input
                        size="lg"
                        value={typed}
                        placeholder="例：人物撮影"
                        enterKeyHint="done"
                        onChange={(e) => {
                          setTyped(e.target.value);
                          if (error) setError(null);
                        }}
                      />
                      <Button type="submit" size="lg" minH="44px" flexShrink={0}>
                        <Plus size={18} />
                        追加
                      </Button>
                    </HStack>
                    {error ? (
                      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
                    ) : (
                      <Field.HelperText fontSize="xs">
                        {LIMITS.skill}文字以内・{LIMITS.skillsMax}個まで（{skills.length}/{LIMITS.skillsMax}）
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </form>
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="bold">
                    登録済みのスキル
                  </Text>
                  <RemovableSkills
                    skills={skills}
                    onRemove={(s) => onChange(skills.filter((x) => x !== s))}
                    empty="まだスキルが登録されていません"
                  />
                </Stack>
                {suggestions.length > 0 && (
                  <Stack gap="2">
                    <Text fontSize="sm" fontWeight="bold">
                      よく使われるスキル
                    </Text>
                    <Wrap gap="2">
                      {suggestions.map((s) => (
                        <Button
                          key={s}
                          type="button"
                          size="sm"
                          variant="outline"
                          rounded="full"
                          minH="44px"
                          aria-label={`${s}を追加`}
                          onClick={() => void add(s)}
                        >
                          <Plus size={14} />
                          {s}
                        </Button>
                      ))}
                    </Wrap>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button w="full" size="lg" minH="48px" onClick={onClose}>
                閉じる
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
