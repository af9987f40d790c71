/** Images in Cloud Storage (or its emulator) through firebase-admin. */
import type { Bucket, File } from '@google-cloud/storage';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { ImageStore, StoredImage } from '../../ports';
import { checkObjectKey, imagePath } from './keys';

async function download(file: File, fallbackType: string): Promise<StoredImage | null> {
  try {
    const [[data], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
    return { data, contentType: meta.contentType ?? fallbackType, updatedAt: new Date(meta.updated ?? 0) };
  } catch (e) {
    if ((e as { code?: number }).code === 404) return null;
    throw e;
  }
}

export class BucketImageStore implements ImageStore {
  constructor(private readonly bucket: Bucket) {}

  async put(uid: string, side: UserType, kind: ImageKind, jpeg: Buffer): Promise<Date> {
    const file = this.bucket.file(imagePath(uid, side, kind));
    await file.save(jpeg, { contentType: 'image/jpeg', resumable: false });
    const [meta] = await file.getMetadata();
    return new Date(meta.updated ?? Date.now());
  }

  async get(uid: string, side: UserType, kind: ImageKind): Promise<StoredImage | null> {
    const stored = await download(this.bucket.file(imagePath(uid, side, kind)), 'image/jpeg');
    return stored && { ...stored, contentType: 'image/jpeg' };
  }

  async putObject(key: string, data: Buffer, contentType: string): Promise<void> {
    // Private objects (storage.rules denies every client): the API reads them with the Admin SDK.
    await this.bucket.file(checkObjectKey(key)).save(data, { contentType, resumable: false });
  }

  async getObject(key: string): Promise<StoredImage | null> {
    return download(this.bucket.file(checkObjectKey(key)), 'application/octet-stream');
  }

  async deleteObject(key: string): Promise<void> {
    await this.bucket.file(checkObjectKey(key)).delete({ ignoreNotFound: true });
  }
}
