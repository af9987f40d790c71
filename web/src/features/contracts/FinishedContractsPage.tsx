/** /client/project-managements/finish and /worker/...: completed, paid out and cancelled contracts. */
import { ContractList } from './ContractList';

export default function FinishedContractsPage() {
  return <ContractList state="finished" />;
}
