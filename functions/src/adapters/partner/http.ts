/**
 * Partner salon marketplace over HTTP: POST {url}/accounts/verify with the API key. The partner
 * compares, so it is sent both values already normalised (./normalise.ts: the e-mail NFKC, trimmed,
 * lower-cased; the company name NFKC with every space removed and case folded) and must compare
 * them with its stored account normalised the same way; it answers {match: boolean}, or 404 for an
 * unknown account.
 */
import { PartnerUnavailableError, type PartnerDirectory } from '../../ports';
import { normaliseCompany, normaliseEmail } from './normalise';

export class HttpPartnerDirectory implements PartnerDirectory {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
  ) {}

  async matches(email: string, companyName: string): Promise<boolean> {
    let res: Response;
    try {
      res = await fetch(`${this.url}/accounts/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
        body: JSON.stringify({ email: normaliseEmail(email), companyName: normaliseCompany(companyName) }),
        signal: AbortSignal.timeout(5000),
      });
    } catch (e) {
      throw new PartnerUnavailableError(`partner request failed: ${(e as Error).message}`);
    }
    if (res.status === 404) return false;
    if (!res.ok) throw new PartnerUnavailableError(`partner answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { match?: unknown } | null;
    if (typeof body?.match !== 'boolean') throw new PartnerUnavailableError('partner answer malformed');
    return body.match;
  }
}
