/** What other features show of standing bids: the wishlist offers them beside each hotel, My Bids lists them. */
export { BidAutomaticallyButton } from './components/bid-automatically-button';
export { StandingBidsList } from './components/standing-bids-list';
export { useStandingBids } from './api/standing-bids';
