/**
 * Shared parts of the my-page edit screens: they reuse the registration fields and save through
 * the same PUT endpoints with the whole profile, then reload the session and go back to my page.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { detailToText, type ClientProfile, type WorkerProfile } from '@common/api';
import { type ClientProfileDto } from '@common/schemas/clientProfile';
import { type WorkerProfileDto } from '@common/schemas/workerProfile';
import type { UserType } from '@common/options';
import { saveClientProfile, saveWorkerProfile } from '../../lib/api/profiles';
import { useSession } from '../session';
import { notify } from '../../components/feedback/toaster';
import { notifyError } from '../../components/feedback/errors';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS } from '../../lib/paths';

export const SAVED_MESSAGE = 'プロフィールを保存しました';
export const SAVE_FAILED_MESSAGE = 'プロフィールの保存に失敗しました';

/** An edit screen: header with back to the edit menu, the form, and 保存. */
export function EditScreen(props: {
  side: UserType;
  title: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  children: ReactNode;
}) {
  const { side, title, onSubmit, saving, children } = props;
  const body = (
    <Stack gap="5">
      {children}
      {onSubmit && (
        <Button type="submit" size="lg" minH="48px" loading={saving}>
          保存
        </Button>
      )}
    </Stack>
  );
  return (
    <Stack gap="2" pb="6">
      <PageHeader title={title} back={PATHS[side].edit} />
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Stack>
  );
}

/** The side's edit screens by their key in lib/paths.ts. */
export type EditKey<S extends UserType> = Extract<keyof (typeof PATHS)[S], `edit${string}`>;

/** The edit menu of one side: one row per edit screen. */
export function EditMenu<S extends UserType>({ side, items }: { side: S; items: Array<[key: EditKey<S>, label: string]> }) {
  const paths: Record<string, string> = PATHS[side];
  return (
    <Stack gap="2" pb="6">
      <PageHeader title="プロフィールを編集" back={PATHS[side].mypage} />
      <Stack as="nav" aria-label="編集する項目" gap="0" bg="bg" rounded="2xl" borderWidth="1px" divideY="1px" overflow="hidden">
        {items.map(([key, label]) => (
          <Box asChild key={key}>
            <Link to={paths[key]}>
              <Flex align="center" justify="space-between" px="4" minH="52px">
                <Text>{label}</Text>
                <ChevronRight size={20} aria-hidden />
              </Flex>
            </Link>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

export const clientDtoOf = (p: ClientProfile): ClientProfileDto => ({
  classify: p.classify,
  name: p.name,
  detail: detailToText(p.detail),
  ...(p.classify === 'corporation' && p.corporationInfo ? { corporationInfo: p.corporationInfo } : {}),
});

export const workerDtoOf = (p: WorkerProfile): WorkerProfileDto => ({
  name: p.name,
  sex: p.sex,
  birthYear: p.birthYear,
  birthMonth: p.birthMonth,
  birthDate: p.birthDate,
  classify: p.classify,
  occupation: p.occupation,
  skills: p.skills,
  detail: detailToText(p.detail),
});

/** Saves a changed copy of the whole profile (or one part with its own endpoint), reloads the session, returns to my page. */
export function useSave<Dto>(side: UserType, put: (dto: Dto) => Promise<unknown>) {
  const { refetch } = useSession();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const save = async (dto: Dto) => {
    setSaving(true);
    try {
      await put(dto);
      await refetch();
      notify.success(SAVED_MESSAGE);
      navigate(PATHS[side].mypage);
    } catch (e) {
      notifyError(e, SAVE_FAILED_MESSAGE);
      setSaving(false);
    }
  };
  return { save, saving };
}

export function useClientEdit() {
  const { user, profiles, images } = useSession();
  const { save, saving } = useSave<ClientProfileDto>('client', saveClientProfile);
  const profile = profiles.client;
  return {
    user,
    images,
    profile,
    saving,
    /** Saves the profile with `patch` applied; individuals never send company data. */
    save: (patch: Partial<ClientProfileDto>) => {
      if (!profile) return Promise.resolve();
      const dto = { ...clientDtoOf(profile), ...patch };
      if (dto.classify !== 'corporation') delete dto.corporationInfo;
      return save(dto);
    },
  };
}

export function useWorkerEdit() {
  const { user, profiles, images } = useSession();
  const { save, saving } = useSave<WorkerProfileDto>('worker', saveWorkerProfile);
  const profile = profiles.worker;
  return {
    user,
    images,
    profile,
    saving,
    save: (patch: Partial<WorkerProfileDto>) => (profile ? save({ ...workerDtoOf(profile), ...patch }) : Promise.resolve()),
  };
}

/** Edit screens need a saved profile; without one, my page explains. */
export function RequireProfile({ side, present, children }: { side: UserType; present: boolean; children: ReactNode }) {
  return present ? <>{children}</> : <Navigate to={PATHS[side].mypage} replace />;
}
