/**
 * A textarea with Chakra's textarea recipe and no form-field machinery: Chakra's own Textarea is
 * Ark's Field.Textarea, which brings the field context and its auto-resize (about 5 KB gzipped, the
 * `chakra-forms` chunk of tools/chunkGroups.ts). For a textarea outside a labelled field that sizes
 * itself, such as the room's composer (the room is a first screen: docs/performance.md).
 */
import { createRecipeContext, type TextareaProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'textarea' });

export const PlainTextarea = withContext<HTMLTextAreaElement, TextareaProps>('textarea');
