/** /worker/project-managements/finish: completed, paid out and cancelled contracts. */
import { ContractsList } from './ContractsPage';

export default function FinishedContractsPage() {
  return <ContractsList state="finished" />;
}
