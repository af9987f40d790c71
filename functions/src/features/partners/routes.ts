/**
 * The stored partner directory, for admins (docs/product/admin.md#partner-directory): the `admin`
 * custom claim only (http/admin.ts: 401 without a valid token, 403 without the claim). Every change
 * writes an audit entry in its transaction (docs/product/admin.md#audit-log).
 *   POST   /admin/partners/import/preview {csv} | text/csv (2 MB) -> PartnerImportPreview (nothing changed)
 *   POST   /admin/partners/import/apply {token}                   -> PartnerImportResult   404 / 409
 *   GET    /admin/partners?q=&cursor=                             -> PartnerPage
 *   PUT    /admin/partners/:key {companyName, reason?}            -> PartnerEntry          404
 *   DELETE /admin/partners/:key {reason}                          -> {key, deleted}        404
 */
import express, { Router, type Request } from 'express';
import { PARTNER_LIMITS } from '@common/partners';
import type { Deps } from '../../ports';
import { requireAdmin } from '../../http/admin';
import { idParam, queryCursor, queryText } from '../../http/params';
import { validateBody } from '../../http/validate';
import { importApplySchema, importPreviewSchema, partnerDeleteSchema, partnerEditSchema } from './model';
import { PARTNER_MESSAGES, applyImport, deletePartner, listPartners, previewImport, updatePartner } from './service';
import { csvUpload } from './upload';

const adminOf = (req: { uid?: string }): string => req.uid as string;

const isCsv = (req: Request) => /^text\/(csv|plain)\b/i.test(req.get('content-type') ?? '');

export function partnerAdminRoutes(deps: Deps): Router {
  const router = Router();
  const admin = requireAdmin(deps);
  // A directory file is larger than the 32 KB JSON body (http/body.ts): this route alone reads a raw
  // text/csv body, after the admin check, so nobody else gets 2 MB read.
  const rawCsv = express.raw({ type: ['text/csv', 'text/plain'], limit: PARTNER_LIMITS.csvBytes });

  router.post('/admin/partners/import/preview', admin, rawCsv, async (req, res) => {
    if (isCsv(req)) {
      const { text, encoding } = csvUpload(req);
      res.json(await previewImport(deps, adminOf(req), text, encoding));
      return;
    }
    const { csv } = await validateBody(importPreviewSchema, req.body);
    res.json(await previewImport(deps, adminOf(req), csv));
  });

  router.post('/admin/partners/import/apply', admin, async (req, res) => {
    const { token } = await validateBody(importApplySchema, req.body);
    res.json(await applyImport(deps, adminOf(req), token));
  });

  router.get('/admin/partners', admin, async (req, res) => {
    const q = queryText(req, 'q', PARTNER_LIMITS.email);
    res.json(await listPartners(deps, q, queryCursor(req, ['string'])));
  });

  router.put('/admin/partners/:key', admin, async (req, res) => {
    const key = idParam(req, 'key', PARTNER_MESSAGES.notFound);
    const dto = await validateBody(partnerEditSchema, req.body);
    res.json(await updatePartner(deps, adminOf(req), key, dto));
  });

  router.delete('/admin/partners/:key', admin, async (req, res) => {
    const key = idParam(req, 'key', PARTNER_MESSAGES.notFound);
    const dto = await validateBody(partnerDeleteSchema, req.body);
    res.json(await deletePartner(deps, adminOf(req), key, dto));
  });

  return router;
}
