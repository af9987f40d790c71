/**
 * Two or more sibling routes as a segmented control (e.g. 掲載中 / 停止中). Each tab is a link, 44px tall.
 * Props: `items: { to, label }[]` — `to` is an absolute path; the tab whose path equals the current path is active.
 */
import { Flex } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

export interface RouteTabsProps {
  items: { to: string; label: string }[];
}

export function RouteTabs({ items }: RouteTabsProps) {
  return (
    <Flex as="nav" aria-label="表示の切り替え" bg="bg.muted" rounded="full" p="1" gap="1" mb="4">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end style={{ flex: 1 }} replace>
          {({ isActive }) => (
            <Flex
              align="center"
              justify="center"
              minH="44px"
              rounded="full"
              fontSize="sm"
              fontWeight="bold"
              bg={isActive ? 'bg' : 'transparent'}
              color={isActive ? 'colorPalette.fg' : 'fg.muted'}
              shadow={isActive ? 'xs' : undefined}
              aria-current={isActive ? 'page' : undefined}
            >
              {item.label}
            </Flex>
          )}
        </NavLink>
      ))}
    </Flex>
  );
}
