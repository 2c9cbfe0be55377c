import { Trans } from '@lingui/react/macro';
import type { SupplierStats } from '@bidstay/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fill: 'currentColor', fontSize: 12 };

/** The bids waiting for an answer now, by how long they have waited. */
export function PendingAgeChart({ buckets }: { buckets: SupplierStats['pendingByAge'] }) {
  return (
    <figure className="mb-0" aria-labelledby="pending-chart-title">
      <figcaption id="pending-chart-title" className="h6">
        <Trans>Waiting for your team, by age</Trans>
      </figcaption>
      <div aria-hidden="true" className="chart-box">
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={buckets} layout="vertical" accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
            <XAxis type="number" allowDecimals={false} tick={AXIS} />
            <YAxis type="category" dataKey="label" tick={AXIS} width={96} />
            <Tooltip contentStyle={{ color: '#212529' }} />
            <Bar dataKey="count" name="Bids" fill="#d39e00" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="visually-hidden">
        {buckets.map((bucket) => (
          <li key={bucket.label}>
            {bucket.label}: {bucket.count}
          </li>
        ))}
      </ul>
    </figure>
  );
}
