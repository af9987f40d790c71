/**
 * Shown when a list has nothing yet: an icon, a title, a hint and (usually) the helpful next action.
 * `action` is a link button (`{ label, to }`); pass `children` instead for anything else.
 */
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: LucideIcon;
  action?: { label: string; to: string };
  children?: ReactNode;
}

export function EmptyState({ title, description, icon: Icon = Inbox, action, children }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="xl" bg="bg" py="10" px="4">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="colorPalette.500">
          <Icon size={40} strokeWidth={1.5} aria-hidden />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title fontSize="md">{title}</ChakraEmptyState.Title>
          {description && (
            <ChakraEmptyState.Description fontSize="sm" color="fg.muted">
              {description}
            </ChakraEmptyState.Description>
          )}
        </VStack>
        {action && (
          <Button asChild variant="solid" size="lg" minH="48px" mt="2">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        )}
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
