import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { SupplierStats } from '@bidstay/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Colours that keep their contrast on the light and the dark background. */
export const OUTCOME_SERIES = [
  {
    key: 'accepted',
    get label() {
      return t`Accepted`;
    },
    color: '#2e9e6a',
  },
  {
    key: 'countered',
    get label() {
      return t`Countered`;
    },
    color: '#3d8bfd',
  },
  {
    key: 'rejected',
    get label() {
      return t`Rejected`;
    },
    color: '#e35d6a',
  },
  {
    key: 'manual',
    get label() {
      return t`Pending`;
    },
    color: '#9a9da1',
  },
] as const;

const AXIS = { fill: 'currentColor', fontSize: 12 };

/** Bids made each day, stacked by how they ended; a table beside it says the same to a screen reader. */
export function OutcomeChart({ days }: { days: SupplierStats['days'] }) {
  return (
    <figure className="mb-0" aria-labelledby="outcome-chart-title">
      <figcaption id="outcome-chart-title" className="h6">
        <Trans>Bids a day by outcome</Trans>
      </figcaption>
      <div aria-hidden="true" className="chart-box">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={days.map((entry) => ({ ...entry, label: entry.day.slice(5) }))} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
            <XAxis dataKey="label" tick={AXIS} minTickGap={12} />
            <YAxis allowDecimals={false} tick={AXIS} width={32} />
            <Tooltip contentStyle={{ color: '#212529' }} />
            <Legend />
            {OUTCOME_SERIES.map(({ key, label, color }) => (
              <Bar key={key} dataKey={key} name={label} stackId="outcome" fill={color} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>
            <Trans>Bids a day by outcome</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              {OUTCOME_SERIES.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{entry.day}</th>
                {OUTCOME_SERIES.map(({ key }) => (
                  <td key={key}>{entry[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
