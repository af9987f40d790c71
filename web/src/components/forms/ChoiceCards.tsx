/**
 * A required single choice shown as large tappable cards (classification, sex, occupation):
 * a radio group with its label, and the field's error in small text under it (docs/product/validation.md#conventions).
 */
import { HStack, RadioCard, Stack, Text } from '@chakra-ui/react';

export interface ChoiceCardsProps<T extends string> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string; description?: string }>;
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  /** Cards in one row (default) or stacked. */
  stacked?: boolean;
}

export function ChoiceCards<T extends string>({ label, options, value, onChange, error, stacked }: ChoiceCardsProps<T>) {
  const Layout = stacked ? Stack : HStack;
  return (
    <RadioCard.Root
      value={value ?? null}
      onValueChange={(e) => {
        if (e.value) onChange(e.value as T);
      }}
      invalid={!!error}
      size="md"
      variant="surface"
      aria-invalid={!!error}
    >
      <RadioCard.Label fontWeight="bold" fontSize="sm">
        {label}
      </RadioCard.Label>
      <Layout align="stretch" gap="2" mt="1.5">
        {options.map((o) => (
          <RadioCard.Item key={o.value} value={o.value} flex="1" minH="52px">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl alignItems="center">
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontSize="md">{o.label}</RadioCard.ItemText>
                {o.description && <RadioCard.ItemDescription fontSize="xs">{o.description}</RadioCard.ItemDescription>}
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Layout>
      {error && (
        <Text fontSize="xs" color="fg.error" mt="1.5" role="alert">
          {error}
        </Text>
      )}
    </RadioCard.Root>
  );
}
