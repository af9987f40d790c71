/**
 * One screen of a registration wizard: a back button (44px), the step title as the page heading,
 * the step's content, and its main button at the bottom. The wizard scrolls to top on every step.
 */
import { Flex, Heading, IconButton, Stack } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';

export interface StepScreenProps {
  title: string;
  onBack?: () => void;
  children: ReactNode;
  /** The step's main action(s), shown under the content. */
  footer?: ReactNode;
}

export function StepScreen({ title, onBack, children, footer }: StepScreenProps) {
  return (
    <Stack as="section" gap="5" pb="4">
      <Flex align="center" gap="1" minH="48px">
        {onBack && (
          <IconButton
            type="button"
            variant="ghost"
            colorPalette="gray"
            aria-label="戻る"
            minW="44px"
            h="44px"
            ms="-2"
            onClick={onBack}
          >
            <ChevronLeft size={24} />
          </IconButton>
        )}
        <Heading as="h1" size="lg" flex="1" minW="0">
          {title}
        </Heading>
      </Flex>
      <Stack gap="5">{children}</Stack>
      {footer && (
        <Stack gap="3" pt="2">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
