/**
 * Partner directory held in the document store (ports/partners.ts): the version the pointer
 * `partnerDirectory/current` names, `partnerDirectoryVersions/{version}/salons/{key}`; imported from
 * CSV and edited by admins (docs/product/admin.md#partner-directory).
 */
import type { DocumentStore, PartnerDirectory } from '../../ports';
import {
  BASE_VERSION,
  PARTNER_POINTER_PATH,
  partnerEntryPath,
  type PartnerPointerDoc,
  type StoredPartnerDoc,
} from '../../ports/partners';
import { normaliseCompany, partnerKey } from './normalise';

export interface PartnerSalon {
  email: string;
  companyName: string;
}

function keyOf(email: string): string {
  const key = partnerKey(email);
  if (!key) throw new Error(`not a partner e-mail: ${email}`);
  return key;
}

/** Where the demo seed and tests put an account: the base version, consulted until the first import. */
export const partnerPath = (email: string) => partnerEntryPath(BASE_VERSION, keyOf(email));

/** The stored form of an account (the key is a field too: lists are ordered by it). */
export const partnerRecord = (salon: PartnerSalon): StoredPartnerDoc => ({
  key: keyOf(salon.email),
  email: salon.email,
  companyName: salon.companyName,
});

export class StorePartnerDirectory implements PartnerDirectory {
  constructor(private readonly store: DocumentStore) {}

  private async version(): Promise<string> {
    return (await this.store.get<PartnerPointerDoc>(PARTNER_POINTER_PATH))?.version ?? BASE_VERSION;
  }

  async matches(email: string, companyName: string): Promise<boolean> {
    const key = partnerKey(email);
    if (!key) return false;
    // The pointer may switch between the two reads (an import applied, the old version then removed):
    // an account missing from a version no longer current is looked up once more in the new one.
    for (let tries = 0; tries < 3; tries++) {
      const version = await this.version();
      const salon = await this.store.get<StoredPartnerDoc>(partnerEntryPath(version, key));
      if (salon) return normaliseCompany(salon.companyName) === normaliseCompany(companyName);
      if ((await this.version()) === version) return false;
    }
    return false;
  }
}
