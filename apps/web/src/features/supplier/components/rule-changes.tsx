import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import { useRuleChanges } from '../api/get-rule-changes';

const describeCap = (cap: number | null) => (cap === null ? t`no nightly cap` : t`at most ${cap} a night`);

/** Who changed the hotel's rules, to how many lines, and when; newest first. */
type Change = NonNullable<ReturnType<typeof useRuleChanges>['data']>[number];

/** A version of the rules: when, by whom, how many lines and the nightly cap. */
function RuleChange({ change }: { change: Change }) {
  const when = formatDateTime(change.changedAt);
  const who = change.changedBy ?? 'Bidstay';
  const cap = describeCap(change.nightlyCap);
  return (
    <Plural
      value={change.lines.length}
      one={`Version ${change.version}, ${when} by ${who}: # line, ${cap}`}
      other={`Version ${change.version}, ${when} by ${who}: # lines, ${cap}`}
    />
  );
}

export function RuleChanges({ hid }: { hid: number }) {
  const changes = useRuleChanges(hid);
  if (!changes.data?.length) return null;
  return (
    <details className="mt-3">
      <summary className="small">
        <Trans>Changes to these rules</Trans>
      </summary>
      <ol className="small list-unstyled mt-2 mb-0" data-testid="rule-changes">
        {changes.data.map((change) => (
          <li key={change.version}>
            <RuleChange change={change} />
          </li>
        ))}
      </ol>
    </details>
  );
}
