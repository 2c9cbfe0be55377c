import { BID_TABS, type BidTab } from '@bidstay/contract';
import type { KeyboardEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';

export const tabLabels: Record<BidTab, string> = { active: 'Active', rejected: 'Rejected', completed: 'Completed' };

type BidTabsProps = { tab: BidTab; counts: Record<BidTab, number>; onChange: (tab: BidTab) => void; phone: boolean };

export const tabId = (tab: BidTab) => `bids-tab-${tab}`;

/** Tabs with count badges on wider screens, a select on phones (SPEC §2 "My Bids"). */
export function BidTabs({ tab, counts, onChange, phone }: BidTabsProps) {
  if (phone) {
    return (
      <Form.Group controlId="bids-tab-select" className="mb-3">
        <Form.Label className="small text-body-secondary">Show bids</Form.Label>
        <Form.Select value={tab} onChange={(event) => onChange(event.currentTarget.value as BidTab)}>
          {BID_TABS.map((value) => (
            <option key={value} value={value}>
              {tabLabels[value]} ({counts[value]})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = BID_TABS[(BID_TABS.indexOf(tab) + step + BID_TABS.length) % BID_TABS.length] ?? tab;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <ul className="nav nav-tabs mb-3" role="tablist" aria-label="Bid groups">
      {BID_TABS.map((value) => (
        <li key={value} className="nav-item" role="presentation">
          <button
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={value === tab}
            aria-controls="bids-panel"
            tabIndex={value === tab ? 0 : -1}
            className={`nav-link d-flex align-items-center gap-2${value === tab ? ' active' : ''}`}
            onClick={() => onChange(value)}
            onKeyDown={onKeyDown}
          >
            {tabLabels[value]}
            <Badge pill bg={value === tab ? 'primary' : 'secondary'} data-testid={`count-${value}`}>
              {counts[value]}
            </Badge>
          </button>
        </li>
      ))}
    </ul>
  );
}
