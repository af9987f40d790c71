/** Images in Cloud Storage (or its emulator) through firebase-admin. */
import type { Bucket } from '@google-cloud/storage';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { ImageStore, StoredImage } from '../../ports';
import { imagePath } from './local';

export class BucketImageStore implements ImageStore {
  constructor(private readonly bucket: Bucket) {}

  async put(uid: string, side: UserType, kind: ImageKind, jpeg: Buffer): Promise<Date> {
    const file = this.bucket.file(imagePath(uid, side, kind));
    await file.save(jpeg, { contentType: 'image/jpeg', resumable: false });
    const [meta] = await file.getMetadata();
    return new Date(meta.updated ?? Date.now());
  }

  async get(uid: string, side: UserType, kind: ImageKind): Promise<StoredImage | null> {
    const file = this.bucket.file(imagePath(uid, side, kind));
    try {
      const [[data], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
      return { data, contentType: 'image/jpeg', updatedAt: new Date(meta.updated ?? 0) };
    } catch (e) {
      if ((e as { code?: number }).code === 404) return null;
      throw e;
    }
  }
}
