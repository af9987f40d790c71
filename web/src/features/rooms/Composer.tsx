/**
 * The room's composer, the last row of the room's frame (so it sits right above the keyboard): an
 * attach button (images only, up to 5, previews with remove), a textarea that grows to 5 lines, the
 * character count near the 2,000 limit, and a 44px send button. Chosen images are uploaded one by
 * one (PUT /liff/rooms/:id/images) when sending, then the message names their ids. A refused send
 * (the contact filter's 409, a network failure) shows why above the composer and keeps the text and
 * the images (those already uploaded are not sent again). The text (not the images) is kept as a
 * draft per user and room until it is sent, silently: a room is left without being asked.
 */
import { Alert, Box, CloseButton, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ImagePlus, SendHorizontal, ShieldAlert, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MESSAGE_IMAGES_MAX, MESSAGE_TEXT_MAX, roomMessages, type Message, type MessageImage } from '@common/rooms';
import { errorMessage } from '../../components/feedback/errors';
import { PlainTextarea } from '../../components/forms/PlainTextarea';
import { ApiRequestError } from '../../lib/api/client';
import { logApiFailure } from '../../lib/api/log';
import { roomsApi } from '../../lib/api/rooms';
import { useSendMessage } from './queries';
import { BlobImage } from './RoomImage';
import { useViewer } from '../session';

/** The size cap per image the web checks before uploading (the server checks again). */
export const ROOM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The count appears when this few characters are left. */
const COUNT_FROM = MESSAGE_TEXT_MAX - 200;
const MAX_LINES = 5;

interface Attachment {
  key: string;
  file: File;
  /** Set once uploaded: a retry sends the id instead of the file again. */
  uploaded?: MessageImage;
}

let nextKey = 0;

export interface ComposerProps {
  roomId: string;
  contactFilter: boolean;
  /** The keyboard is open: the safe-area padding under the composer is not needed then. */
  keyboard: boolean;
  onSent: (message: Message) => void;
}

type Busy = { step: 'upload'; done: number; total: number } | { step: 'send' } | null;

/** The drafts module, fetched once the room is on screen: the room's first screen does without it. */
const loadDrafts = () => import('../../lib/forms/drafts');
const asText = (d: unknown) => (d && typeof d === 'object' ? (d as { text?: unknown }).text : null);

export function Composer({ roomId, contactFilter, keyboard, onSent }: ComposerProps) {
  const send = useSendMessage(roomId);
  const { uid } = useViewer();
  const [text, setStateText] = useState('');
  // Another room in the same composer starts from its own draft.
  const [textRoom, setTextRoom] = useState(roomId);
  if (textRoom !== roomId) {
    setTextRoom(roomId);
    setStateText('');
  }
  // The room's unsent text, restored unless the user has started typing meanwhile.
  useEffect(() => {
    let live = true;
    void loadDrafts().then(({ draftKey, draftString, readDraft }) => {
      const saved = draftString(readDraft(draftKey(uid, `room:${roomId}`), asText));
      if (live && saved) setStateText((t) => t || saved);
    });
    return () => {
      live = false;
    };
  }, [uid, roomId]);
  const setText = (value: string) => {
    setStateText(value);
    void loadDrafts().then(({ clearDraft, draftKey, saveDraft }) => {
      const key = draftKey(uid, `room:${roomId}`);
      if (value.trim()) saveDraft(key, { text: value });
      else clearDraft(key);
    });
  };
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const length = text.trim().length;
  const over = length > MESSAGE_TEXT_MAX;
  const canSend = !busy && !over && (length > 0 || attachments.length > 0);

  // Grow with the text up to 5 lines, then scroll inside.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || 24;
    const padding = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
    const border = (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
    const max = line * MAX_LINES + padding + border;
    el.style.height = 'auto';
    const wanted = el.scrollHeight + border;
    el.style.height = `${Math.min(wanted, max)}px`;
    el.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [text]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Reset so that choosing the same file again still fires a change.
    e.target.value = '';
    const images = files.filter((f) => f.type.startsWith('image/'));
    const fitting = images.filter((f) => f.size <= ROOM_IMAGE_MAX_BYTES);
    const room = MESSAGE_IMAGES_MAX - attachments.length;
    const added = fitting.slice(0, Math.max(room, 0));
    const problems: string[] = [];
    if (images.length < files.length) problems.push('画像ファイルを選択してください');
    if (fitting.length < images.length) problems.push('5MBまでの画像を選択してください');
    if (fitting.length > room) problems.push(`画像は${MESSAGE_IMAGES_MAX}枚まで送信できます`);
    setPickProblem(problems.length ? problems.join('。') : null);
    if (added.length) setAttachments((list) => [...list, ...added.map((file) => ({ key: `a${nextKey++}`, file }))]);
  };

  const remove = (key: string) => {
    setAttachments((list) => list.filter((a) => a.key !== key));
    setPickProblem(null);
  };

  const submit = async () => {
    if (!canSend) return;
    setError(null);
    let list = attachments;
    try {
      const waiting = list.filter((a) => !a.uploaded);
      let done = list.length - waiting.length;
      for (const a of waiting) {
        setBusy({ step: 'upload', done, total: list.length });
        const uploaded = await roomsApi.uploadImage(roomId, a.file);
        list = list.map((x) => (x.key === a.key ? { ...x, uploaded } : x));
        setAttachments(list);
        done += 1;
      }
      setBusy({ step: 'send' });
      const message = await send({ text: text.trim(), imageIds: list.flatMap((a) => (a.uploaded ? [a.uploaded.id] : [])) });
      setText('');
      setAttachments([]);
      setPickProblem(null);
      onSent(message);
    } catch (e) {
      logApiFailure('message not sent', e);
      setError(errorMessage(e));
      // An upload kept too long (or lost) is refused: upload those images again next time.
      if (e instanceof ApiRequestError && e.message === roomMessages.imageNotFound)
        setAttachments(list.map(({ uploaded: _, ...a }) => a));
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // On phones Enter is a new line; with a keyboard, Ctrl/⌘+Enter sends.
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey) && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const status =
    busy?.step === 'upload' ? `画像を送信中（${busy.done + 1}/${busy.total}）` : busy?.step === 'send' ? '送信中…' : null;

  return (
    <Box
      flexShrink={0}
      bg="bg"
      borderTopWidth="1px"
      px="2"
      pt="2"
      pb={keyboard ? '2' : 'max(env(safe-area-inset-bottom), 8px)'}
      data-testid="composer"
    >
      {error && (
        <Alert.Root status="error" size="sm" rounded="lg" mb="2" py="2" pe="1" alignItems="start" role="alert">
          <Alert.Indicator />
          <Alert.Description fontSize="xs" flex="1" data-testid="send-error">
            {error}
          </Alert.Description>
          <CloseButton size="sm" minW="44px" h="44px" my="-2" aria-label="エラーを閉じる" onClick={() => setError(null)} />
        </Alert.Root>
      )}
      {contactFilter && (
        <HStack gap="1" fontSize="xs" color="fg.muted" px="1" pb="1.5" data-testid="contact-note">
          <ShieldAlert size={12} aria-hidden />
          <Text>仮払い前は連絡先の交換はできません</Text>
        </HStack>
      )}
      {attachments.length > 0 && (
        <HStack gap="2" overflowX="auto" pt="2" pb="1" px="1" data-testid="attachments">
          {attachments.map((a, i) => (
            <Box key={a.key} position="relative" flexShrink={0} w="64px" h="64px" me="2">
              <Box w="full" h="full" rounded="md" overflow="hidden" bg="bg.muted" borderWidth="1px">
                <BlobImage blob={a.file} alt={`添付する画像 ${i + 1}`} style={{ objectFit: 'cover' }} />
              </Box>
              <IconButton
                position="absolute"
                top="-12px"
                right="-16px"
                minW="44px"
                h="44px"
                variant="plain"
                aria-label={`画像 ${i + 1} を外す`}
                disabled={!!busy}
                onClick={() => remove(a.key)}
              >
                <Box as="span" display="grid" placeItems="center" w="24px" h="24px" rounded="full" bg="gray.800" color="white">
                  <X size={14} aria-hidden />
                </Box>
              </IconButton>
            </Box>
          ))}
        </HStack>
      )}
      {(pickProblem || status) && (
        <Text fontSize="xs" px="1" pb="1" color={pickProblem ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {pickProblem ?? status}
        </Text>
      )}
      <HStack gap="1" align="end">
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="画像を添付"
          onChange={onPick}
          data-testid="attach-input"
        />
        <IconButton
          variant="ghost"
          colorPalette="gray"
          minW="44px"
          h="44px"
          aria-label="画像を添付"
          disabled={!!busy || attachments.length >= MESSAGE_IMAGES_MAX}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus size={22} />
        </IconButton>
        <Stack flex="1" gap="0.5" minW="0">
          <PlainTextarea
            ref={area}
            rows={1}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="メッセージを入力"
            aria-label="メッセージ"
            // 16px: iOS zooms into smaller fields when they get the focus.
            fontSize="16px"
            lineHeight="1.5"
            minH="44px"
            py="2.5"
            px="3"
            rounded="2xl"
            resize="none"
            bg="bg.subtle"
            aria-invalid={over || undefined}
          />
          {length >= COUNT_FROM && (
            <Text fontSize="2xs" textAlign="right" px="2" color={over ? 'fg.error' : 'fg.muted'} data-testid="char-count">
              {length.toLocaleString('ja-JP')}/{MESSAGE_TEXT_MAX.toLocaleString('ja-JP')}
            </Text>
          )}
        </Stack>
        <IconButton
          minW="44px"
          h="44px"
          rounded="full"
          aria-label="送信"
          loading={!!busy}
          disabled={!canSend}
          // Keep the focus (and the keyboard) in the text field when tapping send.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void submit()}
        >
          <SendHorizontal size={20} />
        </IconButton>
      </HStack>
    </Box>
  );
}
