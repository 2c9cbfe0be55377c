import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RuleLine, RuleSuggestions as Suggestions } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { ErrorState } from '@/components/error-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { useMessage } from '@/hooks/use-message';
import { formatMoney, formatShare } from '@/lib/format';
import { useRuleSuggestions } from '../api/get-rule-suggestions';

type Suggestion = Suggestions['suggestions'][number];

/** What the line does and the bids it stands on, in words. */
function SuggestionBasis({ suggestion }: { suggestion: Suggestion }) {
  const { line, basis } = suggestion;
  const accept = formatShare(line.autoAcceptPercent ?? 0);
  const median = formatShare(basis.medianPercent);
  if (suggestion.kind === 'accept_short_lead_weekdays')
    return (
      <Plural
        value={basis.bids}
        one={`Check-in Monday to Thursday, at most 14 days ahead: accept from ${accept} of the listed price, above the median of the # such bid you declined (${median}).`}
        other={`Check-in Monday to Thursday, at most 14 days ahead: accept from ${accept} of the listed price, above the median of the # such bids you declined (${median}).`}
      />
    );
  return (
    <Plural
      value={basis.bids}
      one={`Every bid: accept from ${accept} of the listed price and counter lower bids at it, the median of the # bid you accepted.`}
      other={`Every bid: accept from ${accept} of the listed price and counter lower bids at it, the median of the # bids you accepted.`}
    />
  );
}

/** The accepted bids and revenue of the saved rules, and with the line on top of them. */
function SuggestionEffect({ suggestion }: { suggestion: Suggestion }) {
  const { before, after, currency } = suggestion.effect;
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <p className="small mb-2" data-testid="suggestion-effect">
      <Trans>
        Accepted by your rules: {before.accepted} → {after.accepted} · Revenue from bids: {money(before.revenue)} →{' '}
        {money(after.revenue)}
      </Trans>
    </p>
  );
}

type Props = {
  hid: number;
  days: number;
  /** The labels of the lines in the form: a suggestion already there is not offered twice. */
  labels: string[];
  onAdd: (line: RuleLine) => void;
};

/** Lines the hotel's own bids point to, each with what it would have changed; added to the form, saved with it. */
export function RuleSuggestions({ hid, days, labels, onAdd }: Props) {
  const { t } = useLingui();
  const translate = useMessage();
  const suggestions = useRuleSuggestions(hid);
  if (suggestions.isPending) return <ListSkeleton label={t`Reading your bids`} rows={2} />;
  if (suggestions.isError) return <ErrorState text={t`We could not suggest lines.`} />;
  return (
    <section className="mt-3" aria-labelledby="rule-suggestions-title" data-testid="rule-suggestions">
      <h3 id="rule-suggestions-title" className="h6 mb-1">
        <Trans>Suggested lines</Trans>
      </h3>
      {suggestions.data.suggestions.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          <Trans>Your bids of the last {days} days are too few to suggest a line.</Trans>
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            <Trans>
              From your bids of the last {days} days, replayed on top of your saved rules. An added line goes first and
              is kept once you save the rules.
            </Trans>
          </p>
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {suggestions.data.suggestions.map((suggestion) => {
              const label = translate(suggestion.line.label);
              const added = labels.includes(label);
              return (
                <li key={suggestion.kind} className="border rounded-3 p-2" data-testid="rule-suggestion">
                  <div className="fw-semibold">{label}</div>
                  <p className="small text-body-secondary mb-1">
                    <SuggestionBasis suggestion={suggestion} />
                  </p>
                  <SuggestionEffect suggestion={suggestion} />
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={added}
                    onClick={() => onAdd({ ...suggestion.line, label })}
                  >
                    {added ? <Trans>Added</Trans> : <Trans>Add this line</Trans>}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
