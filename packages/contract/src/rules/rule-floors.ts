import type { PastBid } from './rule-simulation.ts';

/** The floor of a room over a range of check-in days, as shares of the listed price the hotel's bids carried. */
export type RoomFloor = {
  roomName: string;
  from: string;
  to: string;
  /** The lowest and highest floor, in percent of the listed price, cut to a tenth. */
  lowestPercent: number;
  highestPercent: number;
  bids: number;
};

const tenthUp = (share: number) => Math.ceil(Number((share * 1000).toFixed(6))) / 10;

/**
 * The floors a hotel's rules work against, read from its own bids: by room and check-in month, each the range of
 * floors its bids had, rounded up to a tenth of a percent so that none reads lower than it is. Bids without a
 * listed price say nothing.
 */
export function floorsByRoom(history: readonly PastBid[]): RoomFloor[] {
  const groups = new Map<string, RoomFloor>();
  for (const past of history) {
    if (past.listed <= 0) continue;
    const percent = tenthUp(past.floor / past.listed);
    const key = `${past.roomName}\n${past.checkIn.slice(0, 7)}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        roomName: past.roomName,
        from: past.checkIn,
        to: past.checkIn,
        lowestPercent: percent,
        highestPercent: percent,
        bids: 1,
      });
      continue;
    }
    group.from = past.checkIn < group.from ? past.checkIn : group.from;
    group.to = past.checkIn > group.to ? past.checkIn : group.to;
    group.lowestPercent = Math.min(group.lowestPercent, percent);
    group.highestPercent = Math.max(group.highestPercent, percent);
    group.bids += 1;
  }
  return [...groups.values()].sort((a, b) => a.roomName.localeCompare(b.roomName) || a.from.localeCompare(b.from));
}
