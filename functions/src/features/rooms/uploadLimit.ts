/**
 * How many room images a user may hold unsent: uploads of the last hour that no message attached
 * (the attach window; older ones can no longer be sent and the sweep deletes them). Each upload is
 * decoded and stored twice, so the count is checked before the body is read and again in the
 * transaction that records the upload.
 */
import { ApiError } from '../../http/errors';
import type { Reader } from '../../documents/collection';
import { ROOM_IMAGE_ATTACH_MS, unattachedOf } from '../../documents/roomImages';

/** Room for one 納品's photos (DELIVERY_IMAGES_MAX, 20) and a message's images beside them (5). */
export const UNSENT_UPLOADS_PER_HOUR = 30;

/** 429 with the seconds until the oldest counted upload leaves the hour (the route's Retry-After). */
export class UploadLimitedError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAt: Date, now: Date) {
    const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
    super(
      429,
      'rate_limited',
      `送信していない画像が多すぎます（1時間に${UNSENT_UPLOADS_PER_HOUR}枚まで）。${Math.ceil(seconds / 60)}分後にもう一度お試しください`,
    );
    this.retryAfterSeconds = seconds;
  }
}

export async function assertMayHoldAnother(r: Reader, uid: string, now: Date): Promise<void> {
  const since = now.getTime() - ROOM_IMAGE_ATTACH_MS;
  const unsent = (await unattachedOf(r, uid, UNSENT_UPLOADS_PER_HOUR))
    .map((d) => d.data)
    .filter((img) => img.createdAt.getTime() > since);
  if (unsent.length < UNSENT_UPLOADS_PER_HOUR) return;
  const oldest = unsent[unsent.length - 1];
  throw new UploadLimitedError(new Date(oldest.createdAt.getTime() + ROOM_IMAGE_ATTACH_MS), now);
}
