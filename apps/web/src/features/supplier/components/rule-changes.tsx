import { formatDateTime } from '@/lib/format';
import { useRuleChanges } from '../api/get-rule-changes';

const describeCap = (cap: number | null) => (cap === null ? 'no nightly cap' : `at most ${cap} a night`);

/** Who changed the hotel's rules, to how many lines, and when; newest first. */
export function RuleChanges({ hid }: { hid: number }) {
  const changes = useRuleChanges(hid);
  if (!changes.data?.length) return null;
  return (
    <details className="mt-3">
      <summary className="small">Changes to these rules</summary>
      <ol className="small list-unstyled mt-2 mb-0" data-testid="rule-changes">
        {changes.data.map((change) => (
          <li key={change.version}>
            Version {change.version}, {formatDateTime(change.changedAt)} by {change.changedBy ?? 'Bidstay'}:{' '}
            {change.lines.length} {change.lines.length === 1 ? 'line' : 'lines'}, {describeCap(change.nightlyCap)}
          </li>
        ))}
      </ol>
    </details>
  );
}
