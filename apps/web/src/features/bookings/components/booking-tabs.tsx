import type { BookingGroup } from '@bidstay/contract';
import type { KeyboardEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { BOOKING_GROUPS, groupLabels } from '../lib/booking-view';

type BookingTabsProps = {
  group: BookingGroup;
  counts: Record<BookingGroup, number> | null;
  onChange: (group: BookingGroup) => void;
  phone: boolean;
};

export const groupTabId = (group: BookingGroup) => `bookings-tab-${group}`;

const withCount = (group: BookingGroup, counts: BookingTabsProps['counts']) =>
  counts ? `${groupLabels[group]} (${counts[group]})` : groupLabels[group];

/** Tabs with counts on wider screens, a select on phones (DESIGN §5 "My Bookings grouping"). */
export function BookingTabs({ group, counts, onChange, phone }: BookingTabsProps) {
  if (phone) {
    return (
      <Form.Group controlId="bookings-tab-select" className="mb-3">
        <Form.Label className="small text-body-secondary">Show bookings</Form.Label>
        <Form.Select value={group} onChange={(event) => onChange(event.currentTarget.value as BookingGroup)}>
          {BOOKING_GROUPS.map((value) => (
            <option key={value} value={value}>
              {withCount(value, counts)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const index = (BOOKING_GROUPS.indexOf(group) + step + BOOKING_GROUPS.length) % BOOKING_GROUPS.length;
    const next = BOOKING_GROUPS[index] ?? group;
    onChange(next);
    document.getElementById(groupTabId(next))?.focus();
  }

  return (
    <ul className="nav nav-tabs mb-3" role="tablist" aria-label="Booking groups">
      {BOOKING_GROUPS.map((value) => (
        <li key={value} className="nav-item" role="presentation">
          <button
            type="button"
            role="tab"
            id={groupTabId(value)}
            aria-selected={value === group}
            aria-controls="bookings-panel"
            tabIndex={value === group ? 0 : -1}
            className={`nav-link d-flex align-items-center gap-2${value === group ? ' active' : ''}`}
            onClick={() => onChange(value)}
            onKeyDown={onKeyDown}
          >
            {groupLabels[value]}
            {counts && (
              <Badge pill bg={value === group ? 'primary' : 'secondary'} data-testid={`count-${value}`}>
                {counts[value]}
              </Badge>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
