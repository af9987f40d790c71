/** E-mail and company names are compared after Unicode (NFKC) normalisation and trimming. */
export const normaliseEmail = (email: string): string => email.normalize('NFKC').trim().toLowerCase();
export const normaliseCompany = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ');
