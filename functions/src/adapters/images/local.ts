/** Images as files under a folder (emulator-data/storage locally), laid out like the bucket. */
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ImageKind } from '@common/api';
import type { UserType } from '@common/options';
import type { ImageStore, StoredImage } from '../../ports';
import { checkObjectKey, imagePath } from './keys';

export { checkObjectKey, imagePath, isObjectKey } from './keys';

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // A unique temporary name: two writers of one key never share a half-written file.
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function readStored(file: string, contentType: string): Promise<StoredImage | null> {
  try {
    const [data, info] = await Promise.all([readFile(file), stat(file)]);
    return { data, contentType, updatedAt: info.mtime };
  } catch {
    return null;
  }
}

export class FileImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  async put(uid: string, side: UserType, kind: ImageKind, jpeg: Buffer): Promise<Date> {
    const file = join(this.root, imagePath(uid, side, kind));
    await writeAtomically(file, jpeg);
    return (await stat(file)).mtime;
  }

  async get(uid: string, side: UserType, kind: ImageKind): Promise<StoredImage | null> {
    return readStored(join(this.root, imagePath(uid, side, kind)), 'image/jpeg');
  }

  async putObject(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = join(this.root, checkObjectKey(key));
    await writeAtomically(file, data);
    // The content type beside the file, as the bucket keeps it in the object's metadata.
    await writeAtomically(`${file}.type`, Buffer.from(contentType, 'utf8'));
  }

  async getObject(key: string): Promise<StoredImage | null> {
    const file = join(this.root, checkObjectKey(key));
    let contentType = 'application/octet-stream';
    try {
      contentType = (await readFile(`${file}.type`, 'utf8')).trim() || contentType;
    } catch {
      // Written without its type file (by hand): served as bytes.
    }
    return readStored(file, contentType);
  }

  async deleteObject(key: string): Promise<void> {
    const file = join(this.root, checkObjectKey(key));
    await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
    // Folders left empty go too (rooms/<roomId>/<imageId>/), as a bucket has no folders.
    const root = resolve(this.root);
    for (let dir = resolve(dirname(file)); dir !== root && dir.startsWith(root); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        break;
      }
    }
  }
}
