/** STUB: being built (replace this whole file). */
import { PageHeader } from '../../../components/layout/PageHeader';

export default function Page() {
  return <PageHeader title="モデレーション" />;
}
