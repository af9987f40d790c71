/**
 * How the partner account is compared. The e-mail: Unicode NFKC, trimmed, lower-cased (it also
 * keys partnerSalons/{email} and the per-address limits, so it keeps that form). The company name:
 * NFKC (full-width letters, digits and spaces become half-width), then every space removed
 * (half- and full-width, tabs, line breaks, and invisible format characters such as zero-width
 * spaces) and case folded: "Hair Salon ルミエール", "Ｈａｉｒ\u3000Ｓａｌｏｎルミエール" and
 * "hair salonルミエール" are the same account, as the verification help promises.
 */
export const normaliseEmail = (email: string): string => email.normalize('NFKC').trim().toLowerCase();
export const normaliseCompany = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]+/gu, '')
    // Upper then lower folds the letters whose lower case alone differs (ß and ẞ both read "ss").
    .toUpperCase()
    .toLowerCase();
