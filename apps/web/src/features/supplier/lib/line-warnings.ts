import type { RoomFloor } from '@bidstay/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Levels = {
  when?: Record<string, unknown> | undefined;
  autoAcceptPercent?: number | null | undefined;
  counterPercent?: number | null | undefined;
  rejectBelowPercent?: number | null | undefined;
};

const holdsForEveryBid = (line: Levels) =>
  Object.values(line.when ?? {}).every((value) => value === undefined || value === null || value === '');

/** The lowest floor of the rooms a line can hold for (by its room condition); null when no bid tells one. */
function lowestFloor(line: Levels, floors: readonly RoomFloor[]): number | null {
  const contains = typeof line.when?.roomContains === 'string' ? line.when.roomContains.trim().toLowerCase() : '';
  const rooms = floors.filter((floor) => floor.roomName.toLowerCase().includes(contains));
  return rooms.length ? Math.min(...rooms.map((floor) => floor.lowestPercent)) : null;
}

const isSet = (value: number | null | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

/** What of a line's levels the floor makes moot: each said with the floor it runs into. */
function floorWarnings(line: Levels, floor: number): MessageDescriptor[] {
  const warnings: MessageDescriptor[] = [];
  const { autoAcceptPercent: accept, counterPercent: counter, rejectBelowPercent: reject } = line;
  if (isSet(accept) && accept < floor)
    warnings.push(
      msg`Accept at ${accept}% cannot apply below the floor (${floor}% at least): it accepts from the floor.`,
    );
  if (isSet(counter) && counter < floor)
    warnings.push(msg`A counter-offer at ${counter}% is raised to the floor (${floor}% at least).`);
  if (isSet(reject) && reject < floor)
    warnings.push(
      msg`Reject below ${reject}% changes nothing: bids below the floor (${floor}% at least) are rejected anyway.`,
    );
  return warnings;
}

/**
 * Why each line, as typed, cannot do what it says: an earlier line holds for every bid so it is never reached, or a
 * level lies under the floor of every room it can hold for.
 */
export function lineWarnings(lines: readonly Levels[], floors: readonly RoomFloor[]): MessageDescriptor[][] {
  return lines.map((line, index) => {
    if (lines.slice(0, index).some(holdsForEveryBid))
      return [msg`An earlier line holds for every bid: this line is never reached.`];
    const floor = lowestFloor(line, floors);
    return floor === null ? [] : floorWarnings(line, floor);
  });
}
