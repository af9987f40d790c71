/** Text limits and business constants (docs/product/constants.md#text-limits). One source for forms and server. */
export const LIMITS = {
  email: 50,
  verifyCompanyName: 30,
  name: 50,
  companyName: 50,
  establishmentDate: 20,
  address: 100,
  hpURL: 100,
  detail: 1000,
  skill: 20,
  /** Our own cap (docs/product/constants.md#counts-and-amounts), so a profile cannot carry thousands of chips. */
  skillsMax: 30,
} as const;

export const TOAST_DURATION_MS = 4000;
export const YEARS_IN_LIST = 100;
