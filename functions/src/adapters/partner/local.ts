/** Partner directory held in the document store as partnerSalons/{normalisedEmail}, imported from CSV. */
import type { DocumentStore, PartnerDirectory } from '../../ports';
import { normaliseCompany, normaliseEmail } from './normalise';

export interface PartnerSalon {
  email: string;
  companyName: string;
}

export const partnerPath = (email: string) => `partnerSalons/${encodeURIComponent(normaliseEmail(email))}`;

export class StorePartnerDirectory implements PartnerDirectory {
  constructor(private readonly store: DocumentStore) {}

  async matches(email: string, companyName: string): Promise<boolean> {
    const salon = await this.store.get<PartnerSalon>(partnerPath(email));
    return !!salon && normaliseCompany(salon.companyName) === normaliseCompany(companyName);
  }
}
