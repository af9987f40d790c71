/** Images as files under a folder (emulator-data/storage locally), laid out like the bucket. */
import { mkdir, readFile, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { ImageStore, StoredImage } from '../../ports';

export const imagePath = (uid: string, side: UserType, kind: ImageKind) => `users/${uid}/${side}/${kind}.jpg`;

export class FileImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  async put(uid: string, side: UserType, kind: ImageKind, jpeg: Buffer): Promise<Date> {
    const file = join(this.root, imagePath(uid, side, kind));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.tmp`, jpeg);
    await rename(`${file}.tmp`, file);
    return (await stat(file)).mtime;
  }

  async get(uid: string, side: UserType, kind: ImageKind): Promise<StoredImage | null> {
    const file = join(this.root, imagePath(uid, side, kind));
    try {
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      return { data, contentType: 'image/jpeg', updatedAt: info.mtime };
    } catch {
      return null;
    }
  }
}
