/**
 * One user (docs/product/admin.md#user-page): who they are, both profiles, their worker request, jobs,
 * listings, applications, contracts with their money, and the audit entries about them; the actions
 * an admin takes on an account (docs/product/admin.md#suspension) and on a job or listing
 * (docs/product/admin.md#moderation). Each action fetches the page again.
 */
import { Button, Stack } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { CONSOLE } from '@common/consolePaths';
import { ApiRequestError } from '../../../lib/api/client';
import { LoadError } from '../../../components/feedback/LoadError';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { ListSkeleton } from '../../../components/feedback/ListSkeleton';
import { AuditSection } from './AuditSection';
import { MoneySections } from './MoneySections';
import { PostsSections } from './PostsSections';
import { ProfileSection, WorkerRequestSection } from './ProfileSection';
import { useAdminUser } from './queries';
import { UserActions } from './UserActions';
import { UserHeader } from './UserHeader';

function BackToSearch() {
  return (
    <Button asChild variant="ghost" size="sm" minH="44px" alignSelf="start" px="2">
      <Link to={CONSOLE.users}>← ユーザー検索へ</Link>
    </Button>
  );
}

export default function UserPage() {
  const uid = useParams().uid ?? '';
  const q = useAdminUser(uid);
  if (q.error instanceof ApiRequestError && q.error.status === 404)
    return (
      <Stack gap="4">
        <BackToSearch />
        <EmptyState
          title="ユーザーが見つかりません"
          description="IDが正しいか確かめてください。"
          action={{ label: 'ユーザー検索へ戻る', to: CONSOLE.users }}
        />
      </Stack>
    );
  if (q.error && !q.data) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <ListSkeleton />;
  const d = q.data;
  return (
    <Stack gap="4" minW="0">
      <BackToSearch />
      <UserHeader user={d.user} />
      <UserActions user={d.user} />
      <ProfileSection detail={d} />
      <WorkerRequestSection request={d.workerRequest} />
      <PostsSections detail={d} />
      <MoneySections detail={d} />
      <AuditSection uid={d.user.id} audit={d.audit} />
    </Stack>
  );
}
