import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';
import { messages, type BidChanceAnswer, type ChanceBand } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { formatMoney } from '@/lib/format';

const BAND_LOOK: Record<ChanceBand, { label: MessageDescriptor; bg: string; text?: 'dark' }> = {
  high: { label: msg`High chance`, bg: 'success' },
  fair: { label: msg`Fair chance`, bg: 'info', text: 'dark' },
  low: { label: msg`Low chance`, bg: 'warning', text: 'dark' },
  none: { label: msg`No chance`, bg: 'danger' },
};

export function ChanceBadge({ band }: { band: ChanceBand }) {
  const { i18n } = useLingui();
  const look = BAND_LOOK[band];
  return (
    <Badge bg={look.bg} text={look.text} data-testid="bid-chance-band" data-band={band}>
      {i18n._(look.label)}
    </Badge>
  );
}

type ChanceHintProps = {
  chance: BidChanceAnswer;
  amount: number;
  onUseSuggested?: (amount: number) => void;
  busy?: boolean;
};

/**
 * The server's chance for the amount typed, in a colour and words, and the amount from which bids are usually taken
 * when it lies above the one typed.
 */
export function BidChanceHint({ chance, amount, onUseSuggested, busy = false }: ChanceHintProps) {
  const translate = useMessage();
  return (
    <div className="bid-chance rounded-3 border p-2 mt-2 small" data-testid="bid-chance" aria-busy={busy}>
      <div className="d-flex align-items-start gap-2">
        <ChanceBadge band={chance.band} />
        <span>{translate(messages.bids.chance[chance.band])}</span>
      </div>
      {chance.suggested !== null && chance.suggested > amount && chance.band !== 'high' && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
          <span data-testid="bid-suggested">
            {translate(messages.bids.suggested(formatMoney(chance.suggested, chance.currency)))}
          </span>
          {onUseSuggested && (
            <Button size="sm" variant="outline-primary" onClick={() => onUseSuggested(chance.suggested!)}>
              <Trans>Bid {formatMoney(chance.suggested, chance.currency)}</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
