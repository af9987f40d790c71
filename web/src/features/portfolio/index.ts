/** Public entry of portfolio: the worker's works as her public profile shows them (a lazy chunk). */
export { PortfolioGallery } from './LazyPortfolioGallery';
