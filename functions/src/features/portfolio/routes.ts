/**
 * The worker portfolio (作品集, docs/product/portfolio.md#endpoints; shapes and schemas in
 * common/src/portfolio.ts). Writes need a worker who can take jobs (asWorker); reading her own and
 * deleting a work need a registered worker (a revoked one may still tidy up); others' portfolios any
 * verified user; the photos are public (an <img> sends no token). Who the caller is is checked
 * before the body is read or validated.
 */
import { Router } from 'express';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES as msg,
  portfolioOrderSchema,
  portfolioWorkPatchSchema,
  portfolioWorkSchema,
  type Portfolio,
  type PortfolioUpload,
  type PortfolioWork,
} from '@common/portfolio';
import type { Deps } from '../../ports';
import { asRegisteredWorker, asWorker, requireActiveUser } from '../../http/access';
import { idParam, queryEnum, requireNoBody } from '../../http/params';
import { assertImageContentType, readRawImage } from '../../http/rawImage';
import { validateBody } from '../../http/validate';
import { assertMayUpload, loadPhoto, savePhoto } from './photos';
import { createWork, deleteWork, myPortfolio, publicPortfolio, reorderWorks, updateWork } from './service';

/**
 * Photo ids never change under their bytes; a short public cache keeps a deleted work's or a
 * suspended worker's photos from lingering (as the profile images' 5 minutes).
 */
const PHOTO_CACHE = 'public, max-age=300';

export function portfolioRoutes(deps: Deps): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.put('/liff/portfolio/photos', ...active, async (req, res) => {
    const { uid } = asWorker(req);
    // The caller and her pending uploads first: a refused caller sends no 10 MB for nothing.
    await assertMayUpload(deps, uid);
    assertImageContentType(req, msg.notAnImage);
    const upload = await readRawImage(req, res, PORTFOLIO_LIMITS.uploadBytes, msg.tooLarge);
    const body: PortfolioUpload = await savePhoto(deps, uid, upload);
    res.status(201).json(body);
  });

  router.get('/liff/portfolio', ...active, async (req, res) => {
    const { uid } = asRegisteredWorker(req);
    const body: Portfolio = await myPortfolio(deps, uid);
    res.json(body);
  });

  router.post('/liff/portfolio/works', ...active, async (req, res) => {
    const { uid } = asWorker(req);
    const dto = await validateBody(portfolioWorkSchema, req.body);
    const body: PortfolioWork = await createWork(deps, uid, dto);
    res.status(201).json(body);
  });

  router.patch('/liff/portfolio/works/:id', ...active, async (req, res) => {
    const { uid } = asWorker(req);
    const id = idParam(req, 'id', msg.workNotFound);
    const dto = await validateBody(portfolioWorkPatchSchema, req.body);
    const body: PortfolioWork = await updateWork(deps, uid, id, dto);
    res.json(body);
  });

  router.delete('/liff/portfolio/works/:id', ...active, async (req, res) => {
    const { uid } = asRegisteredWorker(req);
    const id = idParam(req, 'id', msg.workNotFound);
    requireNoBody(req);
    const body: Portfolio = await deleteWork(deps, uid, id);
    res.json(body);
  });

  router.put('/liff/portfolio/order', ...active, async (req, res) => {
    const { uid } = asWorker(req);
    const dto = await validateBody(portfolioOrderSchema, req.body);
    const body: Portfolio = await reorderWorks(deps, uid, dto);
    res.json(body);
  });

  router.get('/liff/workers/:id/portfolio', ...active, async (req, res) => {
    const body: Portfolio = await publicPortfolio(deps, idParam(req, 'id', msg.workerNotFound));
    res.json(body);
  });

  router.get('/liff/workers/:id/portfolio/photos/:photoId', async (req, res) => {
    const uid = idParam(req, 'id', '画像が見つかりません');
    const photoId = idParam(req, 'photoId', '画像が見つかりません');
    const size = queryEnum(req, 'size', ['thumb', 'full'] as const, 'full');
    const image = await loadPhoto(deps, uid, photoId, size);
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': PHOTO_CACHE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    res.send(image.data);
  });

  return router;
}
