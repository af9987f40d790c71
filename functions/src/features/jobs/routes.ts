/**
 * Jobs (案件), contract in common/src/marketplace.ts:
 *   POST  /liff/jobs                        client posts a job (published at once)
 *   GET   /liff/client/jobs?status=&cursor= the client's own jobs
 *   GET   /liff/jobs?q=&skill=&minReward=&maxReward=&cursor=  open jobs, newest first
 *   GET   /liff/jobs/:id                    detail
 *   PATCH /liff/jobs/:id                    owner edits
 *   POST  /liff/jobs/:id/stop | /reopen     owner stops or reopens recruiting
 *   POST  /liff/jobs/:id/reopen-place       owner: recruits again after a cancellation freed a place
 *                                           (409 when none is free, the deadline passed, or published)
 *   POST  /liff/jobs/:id/keep-closed        owner: leaves it closed (answers the freed places)
 */
import { Router } from 'express';
import { JOB_LIMITS, jobInputSchema } from '@common/schemas/marketplace';
import type { Job, Page } from '@common/marketplace';
import { normaliseSkill } from '@common/skills';
import type { Config } from '../../config';
import type { Deps } from '../../ports';
import { actorOf, asClient, requireActiveUser } from '../../http/access';
import { errors } from '../../http/errors';
import { idParam, queryCursor, queryEnum, queryInt, queryText, requireJsonNumbers, requireNoBody } from '../../http/params';
import { validateBody } from '../../http/validate';
import {
  JOB_CURSOR,
  createJob,
  getJob,
  keepClosed,
  listClientJobs,
  reopenJob,
  reopenPlace,
  searchJobs,
  stopJob,
  updateJob,
  JOB_NOT_FOUND,
} from './service';

const NUMBER_FIELDS = ['reward', 'capacity'] as const;

export function jobRoutes(deps: Deps, config: Pick<Config, 'occupations'>): Router {
  const router = Router();
  const active = requireActiveUser(deps);

  router.post('/liff/jobs', ...active, async (req, res) => {
    const actor = asClient(req);
    requireJsonNumbers(req.body, NUMBER_FIELDS);
    const dto = await validateBody(jobInputSchema, req.body);
    if (!config.occupations.includes(dto.occupation)) throw errors.invalid({ occupation: '選択肢から選んでください' });
    const body: Job = await createJob(deps, actor, dto);
    res.status(201).json(body);
  });

  router.get('/liff/client/jobs', ...active, async (req, res) => {
    const actor = asClient(req);
    const status = queryEnum(req, 'status', ['published', 'stopped'] as const, 'published');
    const body: Page<Job> = await listClientJobs(deps, actor, status, queryCursor(req, JOB_CURSOR));
    res.json(body);
  });

  router.get('/liff/jobs', ...active, async (req, res) => {
    const actor = actorOf(req);
    const minReward = queryInt(req, 'minReward', 0, JOB_LIMITS.rewardMax, '円');
    const maxReward = queryInt(req, 'maxReward', 0, JOB_LIMITS.rewardMax, '円');
    if (minReward !== undefined && maxReward !== undefined && maxReward < minReward) {
      throw errors.invalid({ maxReward: '下限以上の金額を入力してください' });
    }
    const skill = queryText(req, 'skill', 20);
    const search = {
      q: queryText(req, 'q', JOB_LIMITS.query),
      skill: skill ? normaliseSkill(skill) : undefined,
      minReward,
      maxReward,
    };
    const body: Page<Job> = await searchJobs(deps, actor, search, queryCursor(req, JOB_CURSOR));
    res.json(body);
  });

  router.get('/liff/jobs/:id', ...active, async (req, res) => {
    const body: Job = await getJob(deps, actorOf(req), idParam(req, 'id', JOB_NOT_FOUND));
    res.json(body);
  });

  router.patch('/liff/jobs/:id', ...active, async (req, res) => {
    const actor = asClient(req);
    const id = idParam(req, 'id', JOB_NOT_FOUND);
    requireJsonNumbers(req.body, NUMBER_FIELDS);
    const body: Job = await updateJob(deps, actor, id, req.body, config.occupations);
    res.json(body);
  });

  router.post('/liff/jobs/:id/stop', ...active, async (req, res) => {
    const actor = asClient(req);
    const id = idParam(req, 'id', JOB_NOT_FOUND);
    requireNoBody(req);
    const body: Job = await stopJob(deps, actor, id);
    res.json(body);
  });

  router.post('/liff/jobs/:id/reopen', ...active, async (req, res) => {
    const actor = asClient(req);
    const id = idParam(req, 'id', JOB_NOT_FOUND);
    requireNoBody(req);
    const body: Job = await reopenJob(deps, actor, id);
    res.json(body);
  });

  router.post('/liff/jobs/:id/reopen-place', ...active, async (req, res) => {
    const actor = asClient(req);
    const id = idParam(req, 'id', JOB_NOT_FOUND);
    requireNoBody(req);
    const body: Job = await reopenPlace(deps, actor, id);
    res.json(body);
  });

  router.post('/liff/jobs/:id/keep-closed', ...active, async (req, res) => {
    const actor = asClient(req);
    const id = idParam(req, 'id', JOB_NOT_FOUND);
    requireNoBody(req);
    const body: Job = await keepClosed(deps, actor, id);
    res.json(body);
  });

  return router;
}
