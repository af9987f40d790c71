/**
 * A raised payment deadline in the money queue (docs/product/admin.md#money-that-needs-a-person,
 * docs/product/law.md#the-deadline-kept): the deadline with the days left (or 期日超過), what the
 * payment waits for, which alert went out last (a 期日超過 / 期日当日 badge once the last one, on the
 * day, has) and when, to whom; and, on the 支払期日 list, where to act: the
 * contract's hold or owed payout in its own list, else the parties' pages.
 */
import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { MoneyDeadline, MoneyQueueItem } from '@common/admin';
import { CONSOLE, consoleUserPath } from '@common/consolePaths';
import { deadlineDateJa, deadlineLeftText } from '@common/deadlineAlert';
import { formatDateTimeJa } from '../../../lib/format';

export function DeadlineBox({ deadline }: { deadline: MoneyDeadline }) {
  const late = deadline.daysLeft < 0;
  return (
    <Stack gap="1" bg={late ? 'red.subtle' : 'yellow.subtle'} rounded="md" p="3" fontSize="sm" data-testid="deadline">
      <Text fontWeight="bold">
        支払期日：{deadlineDateJa(deadline.date)}（{deadlineLeftText(deadline.daysLeft)}）
        {deadline.stage === 'due' && (
          <Badge colorPalette="red" ms="2" data-testid="deadline-stage">
            {late ? '期日超過' : '期日当日'}
          </Badge>
        )}
      </Text>
      <Text>待っているもの：{deadline.waitLabel}</Text>
      <Text color="fg.muted">
        {deadline.stageLabel}：{formatDateTimeJa(deadline.raisedAt)}（{deadline.clientTold ? '受注者と発注者' : '受注者'}へ）
      </Text>
    </Stack>
  );
}

const link = (to: string, text: string) => (
  <ChakraLink asChild colorPalette="teal" minH="44px" display="inline-flex" alignItems="center">
    <Link to={to}>{text}</Link>
  </ChakraLink>
);

/** Where an admin acts on a raised deadline: the other list holding the contract, else its parties. */
export function DeadlineLinks({ item }: { item: MoneyQueueItem }) {
  const alsoIn = item.deadline?.alsoIn ?? null;
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" fontSize="sm">
      {alsoIn === 'hold' && (
        <>
          <Text>この契約は保留中です。保留を判断すると、手続きと送金が再開します。</Text>
          {link(`${CONSOLE.money}?kind=hold`, '「保留中」で判断する')}
        </>
      )}
      {alsoIn === 'payout_failed' && (
        <>
          <Text>報酬の送金が済んでいません。送金の状況を確認して再送できます。</Text>
          {link(`${CONSOLE.money}?kind=payout_failed`, '「送金の失敗」で再送する')}
        </>
      )}
      {alsoIn === null && (
        <>
          <Text>当事者に連絡して、止まっている手続きを進めてもらってください。</Text>
          <Stack direction="row" gap="4" wrap="wrap">
            {link(consoleUserPath(item.client.userId), '発注者のページ')}
            {link(consoleUserPath(item.worker.userId), '受注者のページ')}
          </Stack>
        </>
      )}
    </Stack>
  );
}
