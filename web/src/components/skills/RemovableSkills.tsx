/** Registered skills as chips, each with a 44px remove button (docs/product/screens.md#skill-editor). */
import { Box, HStack, IconButton, Text, Wrap } from '@chakra-ui/react';
import { X } from 'lucide-react';

export interface RemovableSkillsProps {
  skills: string[];
  onRemove: (skill: string) => void;
  /** Shown when there are no skills; nothing when absent. */
  empty?: string;
}

export function RemovableSkills({ skills, onRemove, empty }: RemovableSkillsProps) {
  if (skills.length === 0) {
    return empty ? (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    ) : null;
  }
  return (
    <Wrap as="ul" gap="2" aria-label="登録済みのスキル" listStyleType="none">
      {skills.map((skill) => (
        <Box as="li" key={skill}>
          <HStack
            gap="0"
            ps="3"
            rounded="full"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            borderWidth="1px"
            borderColor="colorPalette.muted"
            minH="44px"
            maxW="full"
          >
            <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
              {skill}
            </Text>
            <IconButton
              type="button"
              variant="ghost"
              rounded="full"
              minW="44px"
              h="44px"
              aria-label={`${skill}を削除`}
              onClick={() => onRemove(skill)}
            >
              <X size={16} />
            </IconButton>
          </HStack>
        </Box>
      ))}
    </Wrap>
  );
}
