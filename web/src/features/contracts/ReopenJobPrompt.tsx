/**
 * On a cancelled contract, the client is asked whether to recruit again for the place it freed on
 * its job (jobs' ReopenPrompt): the job stays closed until she answers. Renders nothing for any other
 * contract, or once answered; the job is read only for a cancelled contract.
 */
import type { Contract } from '@common/marketplace';
import { ReopenPrompt, useJob } from '../jobs';

export function ReopenJobPrompt({ contract: c }: { contract: Pick<Contract, 'status' | 'jobId'> }) {
  if (c.status !== 'cancelled') return null;
  return <CancelledJob jobId={c.jobId} />;
}

function CancelledJob({ jobId }: { jobId: string }) {
  // Read again on arrival: a copy cached before the cancellation would not ask.
  const job = useJob(jobId, { staleTime: 0 });
  // A job that cannot be read (gone, or a fault) leaves the page as it was: the question is optional.
  return job.data ? <ReopenPrompt job={job.data} /> : null;
}
