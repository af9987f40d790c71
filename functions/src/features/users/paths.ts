/** Document paths of everything that belongs to one user (docs/data.md describes the fields). */

import type { UserType } from '@common/options';

export const userPath = (uid: string) => `users/${uid}`;
export const profilePath = (uid: string, side: UserType) => `users/${uid}/profiles/${side}`;
