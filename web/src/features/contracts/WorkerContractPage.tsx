/**
 * /worker/project-managements/:id: the contract page (ContractDetail.tsx) with the worker's part:
 * 納品, the payment and payout state, and the client.
 */
import { ContractDetail, type SidePart } from './ContractDetail';
import { WorkerContractPanel } from './WorkerContractPanel';

const worker: SidePart = { Panel: ({ contract }) => <WorkerContractPanel contract={contract} /> };

export default function WorkerContractPage() {
  return <ContractDetail side="worker" part={worker} />;
}
