/**
 * The portfolio viewer (docs/product/screens.md#portfolio): a full-screen dialog showing one photo at
 * full size with its work's title, description and link, and where it is (「3 / 12」, 「写真 2/5」).
 * 前へ / 次へ buttons, a swipe left or right, or the arrow keys move through every photo of every
 * work; × or Escape closes. Loaded by PortfolioGallery.tsx on the first tap.
 */
import { Box, CloseButton, Dialog, Flex, IconButton, Image, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { paletteForPath } from '../../components/theme/system';
import type { Slide } from './slides';

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
const SWIPE_PX = 40;

export default function PortfolioViewer({
  slides,
  index,
  onIndex,
  onClose,
}: {
  slides: Slide[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  // Portals leave the shell's colour scope; take the side's palette from the path again.
  const palette = paletteForPath(useLocation().pathname);
  const start = useRef<{ x: number; y: number } | null>(null);
  const slide = slides[index];
  const hasPrev = index > 0;
  const hasNext = index < slides.length - 1;
  const prev = () => hasPrev && onIndex(index - 1);
  const next = () => hasNext && onIndex(index + 1);

  const onTouchStart = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    start.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    const from = start.current;
    start.current = null;
    if (!t || !from) return;
    const dx = t.clientX - from.x;
    // Mostly sideways only: a vertical drag scrolls the text below.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(t.clientY - from.y)) return;
    if (dx < 0) next();
    else prev();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') prev();
    else if (e.key === 'ArrowRight') next();
  };

  if (!slide) return null;
  const { work, photo } = slide;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="full" placement="center">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content
            colorPalette={palette}
            bg="gray.950"
            color="white"
            shadow="none"
            onKeyDown={onKeyDown}
            data-testid="portfolio-viewer"
            pt="max(env(safe-area-inset-top), 8px)"
            pb="max(env(safe-area-inset-bottom), 12px)"
          >
            <Flex align="center" justify="space-between" px="3" minH="48px">
              <Text fontSize="sm" aria-live="polite" data-testid="viewer-position">
                {index + 1} / {slides.length}
              </Text>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="lg" minW="44px" h="44px" color="white" aria-label="閉じる" _hover={{ bg: 'whiteAlpha.200' }} />
              </Dialog.CloseTrigger>
            </Flex>
            <Box
              position="relative"
              flex="1"
              minH="0"
              h="calc(100dvh - 260px)"
              onTouchStart={onTouchStart}
              onTouchEnd={onTouchEnd}
              data-testid="viewer-stage"
              style={{ touchAction: 'pan-y' }}
            >
              <Image
                key={photo.id}
                src={photo.fullUrl}
                alt={`${work.title}（写真${slide.index + 1}/${work.photos.length}）`}
                w="full"
                h="full"
                objectFit="contain"
                draggable={false}
              />
              <IconButton
                position="absolute"
                left="1"
                top="50%"
                transform="translateY(-50%)"
                minW="44px"
                h="44px"
                rounded="full"
                variant="plain"
                bg="blackAlpha.600"
                color="white"
                aria-label="前の写真"
                disabled={!hasPrev}
                onClick={prev}
              >
                <ChevronLeft size={24} aria-hidden />
              </IconButton>
              <IconButton
                position="absolute"
                right="1"
                top="50%"
                transform="translateY(-50%)"
                minW="44px"
                h="44px"
                rounded="full"
                variant="plain"
                bg="blackAlpha.600"
                color="white"
                aria-label="次の写真"
                disabled={!hasNext}
                onClick={next}
              >
                <ChevronRight size={24} aria-hidden />
              </IconButton>
            </Box>
            <Stack gap="1.5" px="4" pt="3" maxH="200px" overflowY="auto">
              <Dialog.Title fontSize="md" fontWeight="bold" wordBreak="break-word">
                {work.title}
              </Dialog.Title>
              {work.photos.length > 1 && (
                <Text fontSize="xs" color="whiteAlpha.800">
                  写真 {slide.index + 1}/{work.photos.length}
                </Text>
              )}
              {work.description && (
                <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" color="whiteAlpha.900">
                  {work.description}
                </Text>
              )}
              {work.link && (
                <Link
                  href={work.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="white"
                  textDecoration="underline"
                  fontSize="sm"
                  minH="44px"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  wordBreak="break-all"
                >
                  {work.link}
                  <ExternalLink size={14} aria-hidden />
                </Link>
              )}
            </Stack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
