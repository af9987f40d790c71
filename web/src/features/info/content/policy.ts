/**
 * プライバシーポリシー (policy.md). Lists what the product really stores (docs/data.md, docs/product/entities.md): the
 * LINE profile, the partner verification e-mail and company name, both sides' profiles and images,
 * jobs, contracts and messages; card and bank details stay with Stripe.
 */
import { brandValues, fillPlaceholders, mailtoHref, type Brand } from '../model';
import source from './policy.md?raw';

export const policyMarkdown = (brand: Brand): string =>
  fillPlaceholders(source, {
    ...brandValues(brand),
    policyMailto: mailtoHref(brand.supportEmail, `【${brand.serviceName}】個人情報の取扱いについて`),
  });
