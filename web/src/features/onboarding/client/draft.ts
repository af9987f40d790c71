/**
 * The client wizard's draft (docs/product/screens.md#client-onboarding): kept in sessionStorage per user, so it
 * survives going back and forth, leaving to the setup choice and coming back, and a webview reload.
 */
import type { Classify } from '@common/options';
import type { CorporationInfoData } from '@common/api';

export type ClientStep = 1 | 2 | 3;

export interface ClientDraft {
  step: ClientStep;
  classify?: Classify;
  name: string;
  corporationInfo: CorporationInfoData;
  detail: string;
}

/** What a new draft starts with besides blanks: the verified partner account's company name. */
export interface DraftPrefill {
  companyName: string;
}

export const emptyClientDraft = (prefill: DraftPrefill = { companyName: '' }): ClientDraft => ({
  step: 1,
  name: '',
  corporationInfo: { companyName: prefill.companyName, establishmentDate: '', address: '', hpURL: '' },
  detail: '',
});

const key = (uid: string) => `onboarding-client:${uid}`;

/** The stored draft (what the user typed wins, a cleared company name included), else a new one. */
export function loadClientDraft(uid: string, prefill?: DraftPrefill): ClientDraft {
  try {
    const raw = sessionStorage.getItem(key(uid));
    if (raw) return { ...emptyClientDraft(prefill), ...(JSON.parse(raw) as Partial<ClientDraft>) };
  } catch {
    // A damaged draft starts over.
  }
  return emptyClientDraft(prefill);
}

export function storeClientDraft(uid: string, draft: ClientDraft) {
  try {
    sessionStorage.setItem(key(uid), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft still lives in memory for this visit.
  }
}

export function clearClientDraft(uid: string) {
  sessionStorage.removeItem(key(uid));
}
