/** Public entry of payments: how a card is shown (brand and last 4), for other screens that name a payment. */
export { cardLabel } from './card';
