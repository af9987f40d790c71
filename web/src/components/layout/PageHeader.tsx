/**
 * A page's title row: optional back link (44px, '戻る' for screen readers), the h1, optional action on the right.
 * Props: `title`, `back?` (path to go back to), `action?` (a node, e.g. a small button).
 */
import { Flex, Heading, IconButton } from '@chakra-ui/react';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageHeaderProps {
  title: string;
  back?: string;
  action?: ReactNode;
}

export function PageHeader({ title, back, action }: PageHeaderProps) {
  return (
    <Flex align="center" gap="1" minH="48px" mb="3">
      {back && (
        <IconButton asChild variant="ghost" colorPalette="gray" aria-label="戻る" minW="44px" h="44px" ms="-2">
          <Link to={back}>
            <ChevronLeft size={24} />
          </Link>
        </IconButton>
      )}
      <Heading as="h1" size="lg" flex="1" minW="0" lineClamp={2}>
        {title}
      </Heading>
      {action}
    </Flex>
  );
}
