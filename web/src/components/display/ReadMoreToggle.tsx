/**
 * 「続きを読む」 / 「閉じる」 under a folded text (a profile's introduction, a review's comment): a 44px
 * tap target that says whether the text is open (aria-expanded). The caller folds the text itself.
 */
import { Box } from '@chakra-ui/react';

export function ReadMoreToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Box as="button" minH="44px" fontSize="sm" fontWeight="bold" color="colorPalette.fg" onClick={onToggle} aria-expanded={open}>
      {open ? '閉じる' : '続きを読む'}
    </Box>
  );
}
