/**
 * Lengths and amounts of jobs, applications and listings (the schemas in schemas/marketplace.ts
 * enforce them). Kept free of yup so list and search screens can read them without the schema library.
 */
export const JOB_LIMITS = {
  title: 50,
  description: 2000,
  address: 100,
  rewardMin: 1000,
  rewardMax: 10_000_000,
  capacityMax: 10,
  jobSkillsMax: 10,
  message: 1000,
  listingTitle: 50,
  listingDescription: 2000,
  priceMin: 500,
  priceMax: 10_000_000,
  query: 50,
} as const;
