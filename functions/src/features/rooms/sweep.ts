/**
 * Deletes room images that no message attached once their attach window has passed: they can no
 * longer be sent, and only their uploader ever saw them. Run by the scheduled function
 * `roomImageSweep` (index.ts) and locally by local/timers.ts.
 */
import { logger } from 'firebase-functions/logger';
import type { Deps } from '../../ports';
import { ROOM_IMAGE_ATTACH_MS, deleteRoomImage, oldestUnattached, roomImages } from '../../documents/roomImages';
import { ROOM_IMAGE_SIZES, roomImageKey } from './images';

/** After the window: a message that read the clock just before it closed may still be committing. */
export const ROOM_IMAGE_SWEEP_GRACE_MS = 10 * 60 * 1000;

export interface RoomImageSweepReport {
  deleted: string[];
  /** Left for the next run (their files or document could not be deleted). */
  failed: string[];
}

/**
 * The oldest `limit` unattached images past the window: their files first, then the document,
 * read again in the transaction (a file deleted twice is no error, so a failure is retried whole).
 */
export async function sweepRoomImages(deps: Deps, { limit = 500 } = {}): Promise<RoomImageSweepReport> {
  const cutoff = deps.clock.now().getTime() - ROOM_IMAGE_ATTACH_MS - ROOM_IMAGE_SWEEP_GRACE_MS;
  const expired = (await oldestUnattached(deps.store, limit))
    .map((d) => d.data)
    .filter((img) => img.createdAt.getTime() < cutoff);
  const report: RoomImageSweepReport = { deleted: [], failed: [] };
  for (const img of expired) {
    try {
      await Promise.all(ROOM_IMAGE_SIZES.map((size) => deps.images.deleteObject(roomImageKey(img.roomId, img.id, size))));
      const gone = await deps.store.runTransaction(async (tx) => {
        const current = await roomImages.get(tx, img.id);
        if (!current || current.attached) return false;
        deleteRoomImage(tx, img.id);
        return true;
      });
      (gone ? report.deleted : report.failed).push(img.id);
    } catch (e) {
      logger.write({ severity: 'ERROR', message: 'room image sweep', id: img.id, error: String(e) });
      report.failed.push(img.id);
    }
  }
  return report;
}
