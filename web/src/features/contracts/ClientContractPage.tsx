/**
 * /client/project-managements/:id: the contract page (ContractDetail.tsx) with the client's part:
 * the return from the checkout, 仮払い, 検収 and the worker.
 */
import { ClientContractPanel } from './ClientContractPanel';
import { ContractDetail, type SidePart } from './ContractDetail';
import { PaymentReturnNotice } from './PaymentReturnNotice';

const client: SidePart = {
  Notice: ({ payment }) => <PaymentReturnNotice state={payment} />,
  Panel: ClientContractPanel,
};

export default function ClientContractPage() {
  return <ContractDetail side="client" part={client} />;
}
