import type { Request } from './load.ts';
import type { Server } from './servers.ts';
import { BENCH_RULE, bidOn, findOffers, newBidder, stayIn, type Offer, type Prepared } from './targets.ts';

/**
 * A customer may make 3 bids on one hotel and stay a day and have one pending bid a rate, so the bids under load
 * take turns among bidders, hotels and stays: each pair of a bidder and a hotel's stay bids once in the whole
 * measurement, warm-up included.
 */
const HOTELS = 20;
const STAYS = 4;
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 1_000);
/** The pool's bidders are numbered from here, apart from the latencies' (a bidder's number picks its address). */
const FIRST_BIDDER = 3_000;
const SIGN_UPS_AT_ONCE = 4;

type Bidder = Awaited<ReturnType<typeof newBidder>>;

async function signUpBidders(api: Server, count: number) {
  const bidders: Bidder[] = [];
  for (let first = 0; first < count; first += SIGN_UPS_AT_ONCE) {
    const numbers = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, count - first) }, (_, k) => first + k);
    bidders.push(...(await Promise.all(numbers.map((number) => newBidder(api, FIRST_BIDDER + number)))));
  }
  return bidders;
}

/** The rates bids go to: the first HOTELS of the largest city with a rate, for STAYS stays a week apart, each ruled. */
async function ruledOffers(api: Server, p: Prepared) {
  const stays = Array.from({ length: STAYS }, (_, week) => stayIn(30 + 7 * week));
  const offers: Offer[] = [];
  for (const stay of stays) offers.push(...(await findOffers(api, p.hids, stay, HOTELS)));
  for (const hid of new Set(offers.map((offer) => offer.hid))) await p.setRule(BENCH_RULE, hid);
  return offers;
}

/**
 * newCreateBid's requests in turn: a bid at `share` of the listed price, by each bidder on each offer once. Bidders and
 * offers both take turns, so the bids at once are many customers' on many hotels, as on the site, not one customer's.
 */
export async function bidsInTurn(api: Server, p: Prepared, share: number): Promise<Request['next']> {
  const offers = await ruledOffers(api, p);
  const bidders = await signUpBidders(api, BIDDERS);
  const size = offers.length * bidders.length;
  let turn = 0;
  return () => {
    if (turn === size) console.log(`all ${size} bids of the pool made: they repeat now (raise BENCH_BIDDERS)`);
    const [round, place] = [Math.floor(turn / bidders.length), turn % bidders.length];
    const bidder = bidders[place]!;
    // Each round moves every bidder on to the next offer: no bidder meets an offer twice.
    const offer = offers[(place + round) % offers.length]!;
    turn += 1;
    return { body: bidOn(offer, offer.listed * share, bidder), headers: { ...bidder.headers } };
  };
}
