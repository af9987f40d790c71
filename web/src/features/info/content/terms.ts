/**
 * 利用規約 (terms.md). Articles follow how the product works (docs/product/README.md): partner verification, the
 * two sides, applying and accepting, card pre-payment held by the platform (仮払い), delivery and
 * completion (検収), transfer of the reward minus the platform fee through Stripe Connect, and
 * cancellation with a refund from the first three contract states. Article numbers are written
 * out in the text (第10条 is referred to by number); the tests keep them in order.
 */
import { brandValues, fillPlaceholders, type Brand } from '../model';
import source from './terms.md?raw';

export const termsMarkdown = (brand: Brand): string => fillPlaceholders(source, brandValues(brand));
