/** A load failure in place of content: the server's Japanese message and a retry button. */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { errorMessage } from './errors';

export interface LoadErrorProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

export function LoadError({ error, onRetry, title = '読み込みに失敗しました' }: LoadErrorProps) {
  return (
    <Alert.Root status="error" rounded="xl" alignItems="start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description fontSize="sm">{errorMessage(error)}</Alert.Description>
        {onRetry && (
          <Button size="md" minH="44px" variant="outline" bg="bg" alignSelf="start" onClick={onRetry}>
            再読み込み
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
