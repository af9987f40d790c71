/** /worker/project-managements/finish: completed, paid out and cancelled contracts. */
import { ContractsList } from './WorkerContractsPage';

export default function FinishedContractsPage() {
  return <ContractsList state="finished" />;
}
