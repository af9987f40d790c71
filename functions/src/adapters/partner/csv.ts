/** Reads the partner accounts CSV (header: email,companyName). */
import { parse } from 'csv-parse/sync';
import type { PartnerSalon } from './local';

export function parsePartnerCsv(csv: string): PartnerSalon[] {
  const rows = parse(csv, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  return rows.map((row, i) => {
    const email = row.email ?? '';
    const companyName = row.companyName ?? '';
    if (!email.includes('@') || !companyName) throw new Error(`CSV row ${i + 2} is not a partner account`);
    return { email, companyName };
  });
}
