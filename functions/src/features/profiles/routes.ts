/**
 * PUT /liff/profiles/client and /liff/profiles/worker: save a side's profile, answer with the new
 * session. Who may hold the side is checked before the body is validated.
 * PUT /liff/profiles/worker/invoice-registration: the worker's 登録番号, set or cleared; the session.
 */
import { Router } from 'express';
import { clientProfileSchema } from '@common/schemas/clientProfile';
import { workerProfileSchema } from '@common/schemas/workerProfile';
import { type SessionPayload } from '@common/api';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { errors } from '../../http/errors';
import { requireAuth, uidOf } from '../../http/auth';
import { requireJsonNumbers } from '../../http/params';
import { validateBody } from '../../http/validate';
import { loadSession } from '../session';
import { linkSideMenu } from '../richMenus';
import { assertMayClaimSide, saveClientProfile, saveWorkerProfile } from './service';
import { invoiceRegistrationSchema } from '@common/schemas/invoiceRegistration';
import { assertOwnWorkerProfile, saveInvoiceRegistration } from './invoiceRegistration';

const BIRTH_FIELDS = ['birthYear', 'birthMonth', 'birthDate'] as const;

export function profileRoutes(deps: Deps, config: Pick<Config, 'occupations' | 'notify'>): Router {
  const router = Router();
  const auth = requireAuth(deps.auth);

  router.put('/liff/profiles/client', auth, async (req, res) => {
    const uid = uidOf(req);
    await assertMayClaimSide(deps, uid, 'client');
    const dto = await validateBody(clientProfileSchema, req.body);
    if (await saveClientProfile(deps, uid, dto)) await linkSideMenu(deps, config, uid, 'client');
    const body: SessionPayload = await loadSession(deps, uid);
    res.json(body);
  });

  router.put('/liff/profiles/worker', auth, async (req, res) => {
    const uid = uidOf(req);
    await assertMayClaimSide(deps, uid, 'worker');
    // Numbers must be numbers (docs/architecture.md): "1988" is refused, not read as 1988.
    requireJsonNumbers(req.body, BIRTH_FIELDS);
    const dto = await validateBody(workerProfileSchema, req.body);
    // One fixed occupation list, held in configuration (docs/product/validation.md#worker-profile).
    if (!config.occupations.includes(dto.occupation)) {
      throw errors.invalid({ occupation: '選択肢から選んでください' });
    }
    if (await saveWorkerProfile(deps, uid, dto)) await linkSideMenu(deps, config, uid, 'worker');
    const body: SessionPayload = await loadSession(deps, uid);
    res.json(body);
  });

  // The worker's registration number (docs/product/law.md#registration-numbers): her own profile only.
  router.put('/liff/profiles/worker/invoice-registration', auth, async (req, res) => {
    const uid = uidOf(req);
    await assertOwnWorkerProfile(deps, uid);
    const dto = await validateBody(invoiceRegistrationSchema(), req.body);
    await saveInvoiceRegistration(deps, uid, dto);
    const body: SessionPayload = await loadSession(deps, uid);
    res.json(body);
  });

  return router;
}
