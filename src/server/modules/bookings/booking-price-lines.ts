/** The booking's price lines are computed in shared code (the drivers' fare calculator prices the same way). */
export { priceLines } from '../../../shared/domain/quote-price-lines.ts';
