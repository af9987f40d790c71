/**
 * The portfolio over the query layer (docs/product/portfolio.md#endpoints). Every change answers with
 * the new state (the work, or the whole portfolio), which goes straight into the worker's own entry;
 * her public view (laterKeys.portfolio.worker) is marked stale.
 */
import type { Portfolio, PortfolioWork, PortfolioWorkInput, PortfolioWorkPatch } from '@common/portfolio';
import { portfolioApi } from '../../lib/api/portfolio';
import { useMutation, useQuery, useQueryClient } from '../../lib/query/hooks';
import { laterKeys } from '../../lib/query/laterKeys';

export const useMyPortfolio = () =>
  useQuery({ queryKey: laterKeys.portfolio.mine, queryFn: ({ signal }) => portfolioApi.mine(signal) });

export const useWorkerPortfolio = (workerId: string) =>
  useQuery({ queryKey: laterKeys.portfolio.worker(workerId), queryFn: ({ signal }) => portfolioApi.ofWorker(workerId, signal) });

function useStore() {
  const qc = useQueryClient();
  const stale = (workerId: string) => void qc.invalidateQueries({ queryKey: laterKeys.portfolio.worker(workerId) });
  return {
    portfolio: (p: Portfolio) => {
      qc.setQueryData(laterKeys.portfolio.mine, p);
      stale(p.workerId);
    },
    /** A new work goes to the top (docs/product/portfolio.md#rules); an edited one stays in its place. */
    work: (w: PortfolioWork) => {
      const held = qc.getQueryData<Portfolio>(laterKeys.portfolio.mine);
      if (!held) return void qc.invalidateQueries({ queryKey: laterKeys.portfolio.mine });
      const known = held.works.some((x) => x.id === w.id);
      qc.setQueryData<Portfolio>(laterKeys.portfolio.mine, {
        ...held,
        works: known ? held.works.map((x) => (x.id === w.id ? w : x)) : [w, ...held.works],
      });
      stale(held.workerId);
    },
  };
}

export function useCreateWork() {
  const store = useStore();
  return useMutation({ mutationFn: (input: PortfolioWorkInput) => portfolioApi.create(input), onSuccess: store.work });
}

export function useUpdateWork(id: string) {
  const store = useStore();
  return useMutation({ mutationFn: (patch: PortfolioWorkPatch) => portfolioApi.update(id, patch), onSuccess: store.work });
}

export function useDeleteWork() {
  const store = useStore();
  return useMutation({ mutationFn: (id: string) => portfolioApi.remove(id), onSuccess: store.portfolio });
}

export function useReorderWorks() {
  const store = useStore();
  return useMutation({ mutationFn: (ids: string[]) => portfolioApi.order(ids), onSuccess: store.portfolio });
}
