/** What other features show of bids: a standing bid's dialog prices and judges its amount as the bid dialog does. */
export { useBidChance } from './api/bid-chance';
export { BidChanceHint } from './components/bid-chance-hint';
export { ListedPrice } from './components/bid-price';
