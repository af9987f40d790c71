/**
 * The shared ui/Avatar with named sizes as well as pixels (xs 24, sm 36, md 48, lg 64, xl 80, 2xl 96).
 * Props: `uid`, `side`, `version?`, `size?`, `name?`.
 */
import type { UserType } from '@common/options';
import { Avatar } from './Avatar';

const SIZES = { xs: 24, sm: 36, md: 48, lg: 64, xl: 80, '2xl': 96 } as const;

export interface PersonAvatarProps {
  uid: string;
  side: UserType;
  version?: string | null;
  size?: keyof typeof SIZES | number;
  name?: string;
}

export function PersonAvatar({ uid, side, version, size = 'md', name }: PersonAvatarProps) {
  return <Avatar uid={uid} side={side} version={version} size={typeof size === 'number' ? size : SIZES[size]} name={name} />;
}
