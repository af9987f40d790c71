/**
 * A failure (or a resend) said in the page, right above the form it is about, instead of a toast:
 * the toaster sits at the top of the screen, where it would cover the page heading, and a form's
 * reason should stay until the user tries again. Plain boxes (no Alert recipe), so the first
 * screen's theme is enough.
 */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface Notice {
  tone: 'error' | 'success';
  title: string;
  text?: string;
}

export function InlineNotice({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // A new notice is brought into view (the form may have scrolled it away).
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  if (!notice) return null;
  const error = notice.tone === 'error';
  return (
    <Box
      ref={ref}
      role={error ? 'alert' : 'status'}
      data-testid="inline-notice"
      borderWidth="1px"
      borderColor={error ? 'red.300' : 'green.300'}
      bg={error ? 'red.50' : 'green.50'}
      color={error ? 'red.900' : 'green.900'}
      rounded="md"
      px="4"
      py="3"
    >
      <Text fontWeight="bold" fontSize="sm">
        {notice.title}
      </Text>
      {notice.text && (
        <Text fontSize="sm" mt="1">
          {notice.text}
        </Text>
      )}
    </Box>
  );
}
