/** What other features use of the saved cards: the choice to pay a bid automatically, and a card's name. */
export { AutopayFields } from './components/autopay-fields';
export { useAutopay, type AutopayBody } from './hooks/use-autopay';
export { cardLabel } from './lib/card-label';
