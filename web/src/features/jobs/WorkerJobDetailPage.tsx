/**
 * /worker/projects/:id — a job as a worker reads it before applying: the shared job view, their own
 * application, what they would receive (報酬 / 手数料 / 受取額), the client's public profile; then
 * 応募する (or why not), and withdrawing a pending one.
 */
import { useParams } from 'react-router-dom';
import { FeeBreakdown } from '../../components/display/FeeBreakdown';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { JobView } from './JobView';
import { useJob } from './queries';
import { MyApplication, WorkerJobActions } from './WorkerJobPanel';

/** Shown under the breakdown before a worker applies. */
const WORKER_FEE_NOTE = '手数料は報酬から差し引かれ、検収のあと受取額をお支払いします。';

export default function WorkerJobDetailPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  return (
    <>
      <PageHeader title="案件の詳細" back={WORKER.jobs} />
      <QueryState query={job} back={{ label: '案件一覧へ', to: WORKER.jobs }}>
        {(j) => (
          <JobView
            job={j}
            top={
              <>
                <MyApplication job={j} />
                <FeeBreakdown fee={j.fee} note={WORKER_FEE_NOTE} />
              </>
            }
          >
            <WorkerJobActions job={j} />
          </JobView>
        )}
      </QueryState>
    </>
  );
}
