import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import { useRuleChanges } from '../api/get-rule-changes';
import { ruleDiff } from '../lib/rule-diff';

function Cap({ cap }: { cap: number | null }) {
  return cap === null ? <Trans>no nightly cap</Trans> : <Trans>at most {cap} a night</Trans>;
}

/** Who changed the hotel's rules, to how many lines, and when, each version with what it changed; newest first. */
export function RuleChanges({ hid }: { hid: number }) {
  const { i18n } = useLingui();
  const changes = useRuleChanges(hid);
  if (!changes.data?.length) return null;
  const versions = changes.data;
  return (
    <details className="mt-3">
      <summary className="small">
        <Trans>Changes to these rules</Trans>
      </summary>
      <ol className="small list-unstyled mt-2 mb-0 d-grid gap-2" data-testid="rule-changes">
        {versions.map((change, index) => {
          const when = formatDateTime(change.changedAt);
          const who = change.changedBy ?? 'Bidstay';
          const version = change.version;
          const diff = ruleDiff(versions[index + 1], change);
          return (
            <li key={change.version} data-testid="rule-change">
              <Trans>
                Version {version}, {when} by {who}:
              </Trans>{' '}
              <Plural value={change.lines.length} one="# line" other="# lines" />, <Cap cap={change.nightlyCap} />
              {diff.length > 0 && (
                <ul className="mb-0 ps-3" data-testid="rule-diff">
                  {diff.map((line, at) => (
                    <li key={at}>{i18n._(line)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
