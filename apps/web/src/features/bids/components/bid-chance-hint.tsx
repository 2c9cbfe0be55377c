import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { messages, type BidChanceAnswer, type ChanceBand, type ChanceNoneReason } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useMessage } from '@/hooks/use-message';
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

/**
 * How often bids of the band were accepted in the last 90 days: at the hotel once it decided enough of them, else
 * across the marketplace; nothing before any was decided.
 */
export function MeasuredHitRate({ chance }: { chance: BidChanceAnswer }) {
  const atHotel = chance.measuredAtHotel;
  const { accepted, decided } = atHotel ?? chance.measured;
  if (decided === 0) return null;
  return (
    <span className="text-body-secondary" data-testid="bid-measured">
      {atHotel ? (
        <Trans>
          {accepted} of {decided} such bids at this hotel were accepted in the last 90 days.
        </Trans>
      ) : (
        <Trans>
          {accepted} of {decided} such bids were accepted in the last 90 days.
        </Trans>
      )}
    </span>
  );
}

/** Why a bid has no chance, in the words the customer reads. */
const NONE_WORDS: Record<ChanceNoneReason, string> = {
  below_hotel_price: messages.bids.chance.none,
  sold_out_at_bid_prices: messages.bids.soldOutAtBidPrices,
  not_taking_bids: messages.bids.notTakingBids,
};

type ChanceHintProps = {
  chance: BidChanceAnswer;
  amount: number;
  onUseSuggested?: (amount: number) => void;
  busy?: boolean;
  /** Books the room at its listed price: offered when no bid helps. */
  bookInstead?: ReactNode;
};

/**
 * The server's chance for the amount typed, in a colour and words, and the amount from which bids are usually taken
 * when it lies above the one typed; with no chance, why, and booking at the listed price instead.
 */
export function BidChanceHint({ chance, amount, onUseSuggested, busy = false, bookInstead }: ChanceHintProps) {
  const translate = useMessage();
  const words = chance.band === 'none' && chance.reason ? NONE_WORDS[chance.reason] : messages.bids.chance[chance.band];
  return (
    <div className="bid-chance rounded-3 border p-2 mt-2 small" data-testid="bid-chance" aria-busy={busy}>
      <div className="d-flex align-items-start gap-2">
        <ChanceBadge band={chance.band} />
        <span data-testid="bid-chance-words" data-reason={chance.reason ?? undefined}>
          {translate(words)} <MeasuredHitRate chance={chance} />
        </span>
      </div>
      {chance.band === 'none' && bookInstead && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-2" data-testid="bid-chance-book">
          <span>{translate(messages.bids.bookInstead)}</span>
          {bookInstead}
        </div>
      )}
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
