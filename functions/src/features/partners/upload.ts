/**
 * The raw text/csv body of the preview (docs/product/admin.md#partner-directory): up to 2 MB, read as
 * UTF-8, or as Shift_JIS when it says so (charset=shift_jis) or is not UTF-8 but is valid Shift_JIS
 * (what Excel on a Japanese Windows saves). Anything else cannot be read and is refused whole.
 */
import type { Request } from 'express';
import { PARTNER_LIMITS } from '@common/partners';
import { ApiError, errors } from '../../http/errors';

export const UPLOAD_MESSAGES = {
  tooLarge: `ファイルが大きすぎます（${PARTNER_LIMITS.csvBytes / 1024 / 1024} MBまで）`,
  unreadable: '文字コードを判別できません。UTF-8 で保存したCSVファイルを送ってください',
  charset: '対応していない文字コードです（UTF-8 または Shift_JIS）',
  empty: 'ファイルが空です',
} as const;

const SHIFT_JIS = new Set(['shift_jis', 'shift-jis', 'sjis', 'windows-31j', 'cp932', 'ms932', 'x-sjis']);
const UTF8 = new Set(['utf-8', 'utf8']);

/** The bytes of the body: Cloud Functions keeps them in req.rawBody; elsewhere express.raw reads them. */
function bytesOf(req: Request): Buffer {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  if (Buffer.isBuffer(req.body)) return req.body;
  if (typeof req.body === 'string') return Buffer.from(req.body, 'utf8');
  return Buffer.alloc(0);
}

const decode = (bytes: Buffer, encoding: 'utf-8' | 'shift_jis'): string | null => {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

export function csvUpload(req: Request): { text: string; encoding: 'utf-8' | 'shift_jis' } {
  const bytes = bytesOf(req);
  if (bytes.length > PARTNER_LIMITS.csvBytes) throw new ApiError(413, 'payload_too_large', UPLOAD_MESSAGES.tooLarge);
  if (!bytes.length) throw errors.invalid(undefined, UPLOAD_MESSAGES.empty);
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
  if (charset && SHIFT_JIS.has(charset)) {
    const text = decode(bytes, 'shift_jis');
    if (text === null) throw errors.invalid(undefined, UPLOAD_MESSAGES.unreadable);
    return { text, encoding: 'shift_jis' };
  }
  if (charset && !UTF8.has(charset)) throw new ApiError(415, 'unsupported_media_type', UPLOAD_MESSAGES.charset);
  const utf8 = decode(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const sjis = charset ? null : decode(bytes, 'shift_jis');
  if (sjis !== null) return { text: sjis, encoding: 'shift_jis' };
  throw errors.invalid(undefined, UPLOAD_MESSAGES.unreadable);
}
