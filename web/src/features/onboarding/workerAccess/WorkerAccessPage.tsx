/**
 * /client/mypage/worker-access: a client's request to work as a 受注者 and its status
 * (docs/product/screens.md#worker-access-request). A side is chosen once, so an approved client reads
 * that the account stays a client's and is pointed to the contact page.
 */
import { Button, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { CLIENT } from '../../../lib/paths';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useSession } from '../../session';
import { WorkerAccessView } from './WorkerAccessView';

export const CLIENT_APPROVED_NOTE =
  'このアカウントは発注者として登録済みのため、受注者側には切り替えられません。受注者としてのご利用はお問い合わせください。';

export default function WorkerAccessPage() {
  const { refetch } = useSession();
  return (
    <WorkerAccessView
      header={<PageHeader title="受注者の利用申請" back={CLIENT.mypage} />}
      onSent={() => void refetch()}
      approvedAction={
        <>
          <Text fontSize="sm">{CLIENT_APPROVED_NOTE}</Text>
          <Button asChild variant="outline" minH="44px">
            <Link to={CLIENT.contact}>お問い合わせ</Link>
          </Button>
        </>
      }
    />
  );
}
