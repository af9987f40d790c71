/**
 * The side (client / worker) of the last visit on this device: the entry guesses the root's landing
 * screen from it, to load that screen's chunk before the session answers (main.tsx). Only a hint.
 */
import type { UserType } from '@common/options';

export const LAST_SIDE_KEY = 'salonworks.lastSide';

export function lastSide(): UserType | null {
  try {
    const v = localStorage.getItem(LAST_SIDE_KEY);
    return v === 'client' || v === 'worker' ? v : null;
  } catch {
    return null; // storage blocked: no guess
  }
}

export function rememberSide(side: UserType): void {
  try {
    if (lastSide() !== side) localStorage.setItem(LAST_SIDE_KEY, side);
  } catch {
    /* storage blocked: nothing to remember */
  }
}
