/** /client/products/stop: my stopped jobs. */
import { JobList } from './JobList';

export default function StoppedJobsPage() {
  return <JobList status="stopped" />;
}
