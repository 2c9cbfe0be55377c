/** What other features take of hotels: a standing bid's dialog prices its stay with the hotel's rates. */
export { useHotelRates } from './api/get-hotel-rates';
