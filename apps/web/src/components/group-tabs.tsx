import type { KeyboardEvent, ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';

type GroupTabsProps<T extends string> = {
  /** What is grouped, in the plural ('bids'): names the ids. */
  items: string;
  /** The phone's select's label, e.g. 'Show bids'. */
  selectLabel: string;
  groups: readonly T[];
  labels: Record<T, string>;
  selected: T;
  /** Shown as badges on tabs and in brackets in the select; null while unknown. */
  counts: Record<T, number> | null;
  onChange: (group: T) => void;
  phone: boolean;
  /** The tab list's accessible name, e.g. 'Bid groups'. */
  listLabel: string;
};

const groupTabId = (items: string, group: string) => `${items}-tab-${group}`;
const groupPanelId = (items: string) => `${items}-panel`;

/** Tabs with count badges on wider screens, a select on phones (SPEC §2, DESIGN §7). */
export function GroupTabs<T extends string>(props: GroupTabsProps<T>) {
  const { items, selectLabel, groups, labels, selected, counts, onChange, phone, listLabel } = props;
  if (phone) {
    return (
      <Form.Group controlId={`${items}-tab-select`} className="mb-3">
        <Form.Label className="small text-body-secondary">{selectLabel}</Form.Label>
        <Form.Select value={selected} onChange={(event) => onChange(event.currentTarget.value as T)}>
          {groups.map((group) => (
            <option key={group} value={group}>
              {counts ? `${labels[group]} (${counts[group]})` : labels[group]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = groups[(groups.indexOf(selected) + step + groups.length) % groups.length] ?? selected;
    onChange(next);
    document.getElementById(groupTabId(items, next))?.focus();
  }

  return (
    <ul className="nav nav-tabs mb-3" role="tablist" aria-label={listLabel}>
      {groups.map((group) => (
        <li key={group} className="nav-item" role="presentation">
          <button
            type="button"
            role="tab"
            id={groupTabId(items, group)}
            aria-selected={group === selected}
            aria-controls={groupPanelId(items)}
            tabIndex={group === selected ? 0 : -1}
            className={`nav-link d-flex align-items-center gap-2${group === selected ? ' active' : ''}`}
            onClick={() => onChange(group)}
            onKeyDown={onKeyDown}
          >
            {labels[group]}
            {counts && (
              <Badge pill bg={group === selected ? 'primary' : 'secondary'} data-testid={`count-${group}`}>
                {counts[group]}
              </Badge>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

type GroupPanelProps = {
  items: string;
  selected: string;
  /** The selected group's name ('Active bids'): names the panel on phones, where no tab does. */
  label: string;
  phone: boolean;
  children: ReactNode;
};

/** What GroupTabs' selected group shows, named by its tab (by `label` and `items` on phones). */
export function GroupPanel({ items, selected, label, phone, children }: GroupPanelProps) {
  return (
    <div
      id={groupPanelId(items)}
      role="tabpanel"
      aria-labelledby={phone ? undefined : groupTabId(items, selected)}
      aria-label={phone ? label : undefined}
    >
      {children}
    </div>
  );
}
