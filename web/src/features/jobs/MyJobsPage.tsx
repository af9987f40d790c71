/** /client/products: my published (and filled) jobs. */
import { JobList } from './JobList';

export default function MyJobsPage() {
  return <JobList status="published" />;
}
