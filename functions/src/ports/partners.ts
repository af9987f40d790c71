/**
 * Where the stored partner directory lives (docs/product/admin.md#partner-directory): the contract
 * between the store-backed PartnerDirectory (adapters/partner/local.ts), which reads it, and the
 * admin feature (features/partners/), which writes it. Neither may import the other, so the layout is
 * written here once.
 *
 * A directory is a version: `partnerDirectoryVersions/{version}/salons/{key}`, key = partnerKey of the
 * e-mail (common/src/partners.ts). The pointer `partnerDirectory/current` names the version consulted;
 * without a pointer it is BASE_VERSION, where the demo seed writes. An import writes a whole new
 * version, then switches the pointer in one transaction, so a directory of any size changes at once.
 */

export const PARTNER_POINTER_PATH = 'partnerDirectory/current';
export const BASE_VERSION = 'base';

export const partnerVersionPath = (version: string) => `partnerDirectoryVersions/${version}`;
export const partnerEntriesPath = (version: string) => `${partnerVersionPath(version)}/salons`;
export const partnerEntryPath = (version: string, key: string) => `${partnerEntriesPath(version)}/${key}`;

/** partnerDirectory/current. */
export interface PartnerPointerDoc {
  version: string;
  /** Moves on with every change (an import, an edit, a removal): a preview is applied only on its revision. */
  revision: number;
  updatedAt: Date;
  /** The import that made this version (null after the first edit of the seed's directory). */
  importId: string | null;
}

/** One account: partnerDirectoryVersions/{version}/salons/{key}. */
export interface StoredPartnerDoc {
  key: string;
  /** As the file or the admin wrote it (compared normalised). */
  email: string;
  companyName: string;
  updatedAt?: Date;
}
