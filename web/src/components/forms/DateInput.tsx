/**
 * A calendar-date field ('YYYY-MM-DD') that always reads in Japanese ('2026年12月1日（火）'), whatever
 * the browser's own date format: the native date input (and its picker) stays underneath, its text
 * hidden until focused, with the Japanese reading drawn over it.
 *
 * Props: `value`, `onChange(value)`, `onBlur?`, `name?`, `min?`, `max?`, `placeholder?` (default '日付を選択').
 * Use with react-hook-form's Controller.
 */
import { Box, Input } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { weekdayOf, WEEKDAYS_JA } from '@common/dates';
import { formatDateJa } from '../../lib/format';

export interface DateInputProps {
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  min?: string;
  max?: string;
  placeholder?: string;
}

/** '2026-12-01' -> '2026年12月1日（火）'. */
export function formatDateWithWeekday(value: string): string {
  const weekday = weekdayOf(value);
  if (Number.isNaN(weekday)) return '';
  return `${formatDateJa(value)}（${WEEKDAYS_JA[weekday]}）`;
}

export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, name, min, max, placeholder = '日付を選択' },
  ref,
) {
  const [focused, setFocused] = useState(false);
  const shown = value ? formatDateWithWeekday(value) : '';
  return (
    <Box position="relative" w="full">
      <Input
        ref={ref}
        type="date"
        size="lg"
        name={name}
        min={min}
        max={max}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onClick={(e) => {
          // Open the calendar on a tap anywhere in the field, not only on the icon.
          try {
            e.currentTarget.showPicker?.();
          } catch {
            // showPicker throws where it is not allowed (e.g. cross-origin frames); the field still works.
          }
        }}
        color={focused ? 'fg' : 'transparent'}
        css={{ '&::-webkit-datetime-edit': { opacity: focused ? 1 : 0 } }}
      />
      {!focused && (
        <Box
          position="absolute"
          insetY="0"
          insetStart="4"
          display="flex"
          alignItems="center"
          pointerEvents="none"
          fontSize="md"
          color={shown ? 'fg' : 'fg.muted'}
          aria-hidden
        >
          {shown || placeholder}
        </Box>
      )}
    </Box>
  );
});
