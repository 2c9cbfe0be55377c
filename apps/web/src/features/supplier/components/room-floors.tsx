import type { RoomFloor } from '@bidstay/contract';
import { Trans } from '@lingui/react/macro';
import Table from 'react-bootstrap/Table';
import { formatCalendarDate, formatShare } from '@/lib/format';

const range = (floor: RoomFloor) =>
  floor.lowestPercent === floor.highestPercent
    ? formatShare(floor.lowestPercent)
    : `${formatShare(floor.lowestPercent)} – ${formatShare(floor.highestPercent)}`;

/**
 * The floor under every line: a bid below its room's floor is rejected whatever a line says, so the partner sees it
 * per room and check-in range before writing levels against it.
 */
export function RoomFloors({ floors, days }: { floors: RoomFloor[]; days: number }) {
  return (
    <section className="mb-3" aria-labelledby="room-floors-title" data-testid="room-floors">
      <h3 id="room-floors-title" className="h6 mb-1">
        <Trans>Floors of your rooms</Trans>
      </h3>
      <p className="small text-body-secondary mb-2">
        <Trans>
          Bids below a room’s floor are rejected whatever a line says. From your bids of the last {days} days, in
          percent of the listed price.
        </Trans>
      </p>
      {floors.length === 0 ? (
        <p className="small mb-0">
          <Trans>No bids yet to read the floors from.</Trans>
        </p>
      ) : (
        <Table size="sm" responsive className="small mb-0">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Room</Trans>
              </th>
              <th scope="col">
                <Trans>Check-in</Trans>
              </th>
              <th scope="col">
                <Trans>Floor</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {floors.map((floor) => (
              <tr key={`${floor.roomName} ${floor.from}`} data-testid="room-floor">
                <td>{floor.roomName}</td>
                <td className="text-nowrap">
                  {floor.from === floor.to
                    ? formatCalendarDate(floor.from)
                    : `${formatCalendarDate(floor.from)} – ${formatCalendarDate(floor.to)}`}
                </td>
                <td className="text-nowrap">{range(floor)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
