/** /client/project-managements and /worker/project-managements: ongoing contracts. */
import { ContractList } from './ContractList';

export default function ContractsPage() {
  return <ContractList state="ongoing" />;
}
