/** Bids are judged in steps of this share of the listed price, so that nothing tells a threshold more precisely. */
export const BID_STEP_PERCENT = 2;

/** The lowest amount in cents that reaches `percent` of `listed` (float noise dropped before rounding up). */
export const percentLevel = (listed: number, percent: number) => Math.ceil(Number((listed * percent).toFixed(6))) / 100;

/** The step a bid falls in, as the percent of the listed price at its lower edge: the highest one the bid reaches. */
export function stepPercentOf(bid: number, listed: number): number {
  let step = Math.max(0, Math.floor((bid * 100) / listed / BID_STEP_PERCENT) * BID_STEP_PERCENT);
  while (step + BID_STEP_PERCENT <= 100 && percentLevel(listed, step + BID_STEP_PERCENT) <= bid)
    step += BID_STEP_PERCENT;
  while (step > 0 && percentLevel(listed, step) > bid) step -= BID_STEP_PERCENT;
  return step;
}

/** What a bid is judged as: the lower edge of its step, so that every bid of one step gets the same answer. */
export const judgedAmount = (bid: number, listed: number) => percentLevel(listed, stepPercentOf(bid, listed));
