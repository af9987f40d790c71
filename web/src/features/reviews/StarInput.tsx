/**
 * The form's 1–5 stars (docs/product/reviews.md#the-form): a radio group of five 48px buttons, each named
 * 「星N」, with the chosen one's meaning beside them. Keyboard as a radio group: Tab reaches the chosen
 * star (or the first), the arrow keys, Home and End choose another, Space and Enter choose the focused one.
 */
import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { REVIEW_LIMITS } from '@common/reviews';
import { RATING_LABEL } from './reviewState';
import { STAR_FILL, STAR_STROKE } from './Stars';

const MAX = REVIEW_LIMITS.ratingMax;
const STARS = Array.from({ length: MAX }, (_, i) => i + 1);

export interface StarInputProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** The id of the group's visible label. */
  labelledBy: string;
  /** The id of the error message, when there is one. */
  errorId?: string;
  disabled?: boolean;
}

export function StarInput({ value, onChange, onBlur, labelledBy, errorId, disabled }: StarInputProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = value && value >= 1 && value <= MAX ? value : undefined;

  const choose = (n: number) => {
    const next = Math.min(MAX, Math.max(1, n));
    onChange(next);
    buttons.current[next - 1]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const move: Record<string, number> = {
      ArrowRight: n + 1,
      ArrowUp: n + 1,
      ArrowLeft: n - 1,
      ArrowDown: n - 1,
      Home: 1,
      End: MAX,
    };
    if (!(e.key in move)) return;
    e.preventDefault();
    choose(move[e.key]);
  };

  return (
    <Stack gap="1">
      <HStack
        gap="2"
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
        aria-required
        data-testid="star-input"
      >
        {STARS.map((n) => {
          const on = !!chosen && n <= chosen;
          return (
            <chakra.button
              key={n}
              ref={(el: HTMLButtonElement | null) => {
                buttons.current[n - 1] = el;
              }}
              type="button"
              role="radio"
              aria-checked={chosen === n}
              aria-label={`星${n}`}
              tabIndex={(chosen ?? 1) === n ? 0 : -1}
              disabled={disabled}
              onClick={() => choose(n)}
              onKeyDown={(e) => onKeyDown(e, n)}
              onBlur={onBlur}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              w="48px"
              h="48px"
              rounded="full"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            >
              <Star
                size={36}
                aria-hidden
                fill={on ? STAR_FILL : 'none'}
                color={on ? STAR_STROKE : 'var(--chakra-colors-gray-400)'}
              />
            </chakra.button>
          );
        })}
      </HStack>
      <Text fontSize="sm" fontWeight="bold" minH="1.5em" aria-live="polite" data-testid="rating-label">
        {chosen ? `${chosen} ${RATING_LABEL[chosen]}` : '星をタップして選んでください'}
      </Text>
    </Stack>
  );
}
