/** Job search criteria <-> URL query (?q=&skill=&minReward=&maxReward=), so a result page survives reload and back. */
import { JOB_LIMITS } from '@common/jobLimits';
import { formatYen } from '@common/marketplace';

export interface JobCriteria {
  q?: string;
  skill?: string;
  minReward?: number;
  maxReward?: number;
}

const yen = (v: string | null): number | undefined => {
  if (!v) return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

const str = (v: string | null, max: number): string | undefined => {
  const s = v?.trim();
  return s ? s.slice(0, max) : undefined;
};

export function criteriaFromParams(params: URLSearchParams): JobCriteria {
  return {
    q: str(params.get('q'), JOB_LIMITS.query),
    skill: str(params.get('skill'), 20),
    minReward: yen(params.get('minReward')),
    maxReward: yen(params.get('maxReward')),
  };
}

export function criteriaToParams(c: JobCriteria): URLSearchParams {
  const p = new URLSearchParams();
  if (c.q) p.set('q', c.q);
  if (c.skill) p.set('skill', c.skill);
  if (c.minReward !== undefined) p.set('minReward', String(c.minReward));
  if (c.maxReward !== undefined) p.set('maxReward', String(c.maxReward));
  return p;
}

/** Chips that summarise the criteria on the result page, e.g. ['「撮影」', 'Photoshop', '10,000円〜']. */
export function criteriaLabels(c: JobCriteria): string[] {
  const labels: string[] = [];
  if (c.q) labels.push(`「${c.q}」`);
  if (c.skill) labels.push(c.skill);
  if (c.minReward !== undefined || c.maxReward !== undefined) {
    const min = c.minReward !== undefined ? formatYen(c.minReward) : '';
    const max = c.maxReward !== undefined ? formatYen(c.maxReward) : '';
    labels.push(`${min}〜${max}`);
  }
  return labels;
}
