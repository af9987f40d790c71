/**
 * Helpers of the portfolio tests (docs/product/portfolio.md): the room tests' app (images in a
 * temporary folder, a store that records queries), raw uploads, works made the way the screen makes
 * them, and a crafted image bomb.
 */
import { deflateSync } from 'node:zlib';
import type { PortfolioUpload, PortfolioWork } from '@common/portfolio';
import type { PortfolioDoc } from '../../src/documents/portfolio';
import type { Party } from '../marketplace/support';
import { createRoomApp, picture, type RoomApp } from '../rooms/support';

export type PortfolioApp = RoomApp;
export const createPortfolioApp = createRoomApp;
export { picture };

const bearer = (p: Party) => `Bearer ${p.idToken}`;

/** PUT /liff/portfolio/photos with raw bytes, as the browser sends a File. */
export const uploadPhoto = (t: PortfolioApp, p: Party, body: Buffer | string, contentType = 'image/jpeg') =>
  t.request().put('/liff/portfolio/photos').set('Authorization', bearer(p)).set('Content-Type', contentType).send(body);

export const putJson = (t: PortfolioApp, p: Party, path: string, body: unknown) =>
  t
    .request()
    .put(path)
    .set('Authorization', bearer(p))
    .send(body as object);

export const del = (t: PortfolioApp, p: Party, path: string) => t.request().delete(path).set('Authorization', bearer(p));

/** A JSON text sent as is (own `__proto__` keys survive only this way). */
export const rawJson = (t: PortfolioApp, p: Party, method: 'post' | 'patch' | 'put', path: string, json: string) =>
  t.request()[method](path).set('Authorization', bearer(p)).set('Content-Type', 'application/json').send(json);

let small: Buffer | undefined;

/** One upload of a small photo; throws unless it is stored. */
export async function uploaded(t: PortfolioApp, p: Party, body?: Buffer): Promise<PortfolioUpload> {
  small ??= await picture(120, 80);
  const res = await uploadPhoto(t, p, body ?? small);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PortfolioUpload;
}

/** A work with `photos` fresh uploads; throws unless it is created. */
export async function makeWork(t: PortfolioApp, p: Party, title = 'ヘアカタログ 2025 春', photos = 1): Promise<PortfolioWork> {
  const ids: string[] = [];
  for (let i = 0; i < photos; i++) ids.push((await uploaded(t, p)).id);
  const res = await p.post('/liff/portfolio/works', { title, photoIds: ids });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PortfolioWork;
}

export const portfolioDoc = (t: PortfolioApp, uid: string) => t.store.get<PortfolioDoc>(`portfolios/${uid}`);

/** Files of one worker's photos under the image folder. */
export const photoFiles = (t: PortfolioApp, uid: string) => t.imageFiles().filter((f) => f.startsWith(`portfolio/${uid}/`));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A PNG whose header says width x height (8-bit grey) with a few compressed rows: a few hundred
 * bytes that a decoder would expand to width x height bytes and more.
 */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
