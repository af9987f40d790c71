/** /client/project-managements: ongoing contracts (awaiting payment, in progress, delivered). */
import { ContractList } from './ContractList';

export default function ContractsPage() {
  return <ContractList state="ongoing" />;
}
