import { Box, type BoxProps } from '@chakra-ui/react';

/** The narrow centred column (docs/product/screens.md#layout): 28rem for pages, 32rem for verification and setup. */
export function PageColumn({ wide, children, ...rest }: BoxProps & { wide?: boolean }) {
  return (
    <Box
      as="main"
      mx="auto"
      w="full"
      maxW={wide ? '32rem' : '28rem'}
      minH="100dvh"
      bg="bg"
      px="4"
      pt="max(env(safe-area-inset-top), 16px)"
      pb="max(env(safe-area-inset-bottom), 24px)"
      {...rest}
    >
      {children}
    </Box>
  );
}
