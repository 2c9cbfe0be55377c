type Amount = string | number;
type Gross = { show?: { amount_gross?: Amount } } | null;
type PartnerPolicy = {
  start_at: string | null;
  end_at: string | null;
  amount_show: Amount;
  commission_info?: Gross;
};
type PartnerTax = { name: string; included_by_supplier: boolean; amount: Amount; currency_code: string };
type PartnerPaymentType = {
  show_amount: Amount;
  show_currency_code: string;
  commission_info?: Gross;
  cancellation_penalties?: { free_cancellation_before?: string | null; policies?: PartnerPolicy[] } | null;
  tax_data?: { taxes?: PartnerTax[] } | null;
};
type PartnerRate = {
  book_hash?: string;
  match_hash: string;
  room_name: string;
  meal: string;
  room_data_trans?: Record<string, unknown> | null;
  rg_ext?: Record<string, number> | null;
  amenities_data?: string[] | null;
  meal_data?: Record<string, unknown> | null;
  allotment?: number;
  payment_options: { payment_types: PartnerPaymentType[] };
};

/** The room's and the meal's fields a customer may read as the partner wrote them. */
const ROOM_FIELDS = [
  'book_hash',
  'match_hash',
  'room_name',
  'meal',
  'room_data_trans',
  'rg_ext',
  'amenities_data',
  'meal_data',
  'allotment',
] as const;

const grossOf = (amount: Amount, commission: Gross | undefined) => commission?.show?.amount_gross ?? amount;

function publicPaymentType(type: PartnerPaymentType) {
  const listed = grossOf(type.show_amount, type.commission_info);
  const penalties = type.cancellation_penalties;
  return {
    show_amount: listed,
    show_currency_code: type.show_currency_code,
    commission_info: { show: { amount_gross: listed } },
    cancellation_penalties: penalties && {
      free_cancellation_before: penalties.free_cancellation_before ?? null,
      policies: (penalties.policies ?? []).map((policy) => ({
        start_at: policy.start_at,
        end_at: policy.end_at,
        amount_show: grossOf(policy.amount_show, policy.commission_info),
      })),
    },
    tax_data: type.tax_data?.taxes && {
      taxes: type.tax_data.taxes.map(({ name, included_by_supplier, amount, currency_code }) => ({
        name,
        included_by_supplier,
        amount,
        currency_code,
      })),
    },
  };
}

/**
 * What a visitor or a customer may see of a partner's rate: the listed (gross) price, also as `show_amount`, the taxes,
 * the cancellation amounts in gross, the room and meal data. Never the net price, the commission, the partner's price
 * limits or anything else from which the floor of a bid could be read (issue 52).
 */
export function publicRate(rate: PartnerRate) {
  const room = Object.fromEntries(
    ROOM_FIELDS.filter((field) => rate[field] != null).map((field) => [field, rate[field]]),
  );
  const [first] = rate.payment_options.payment_types;
  return {
    ...(room as Pick<PartnerRate, 'match_hash' | 'room_name' | 'meal'> & Partial<PartnerRate>),
    payment_options: { payment_types: first ? [publicPaymentType(first)] : [] },
  };
}
export type PublicRate = ReturnType<typeof publicRate>;

/** The names of a rate's fields that no answer to a customer or a visitor may carry. */
export const PARTNER_ONLY_RATE_FIELDS = [
  'amount_net',
  'amount_commission',
  'sell_price_limits',
  'recommended_price',
  'amount_charge',
] as const;

type PublicPaymentOptions = { payment_options: { payment_types: ReturnType<typeof publicPaymentType>[] } };
type Snapshot = { payment_options?: { payment_types: PartnerPaymentType[] } | null; [field: string]: unknown };

/**
 * A bid's rate snapshot as its customer may see it: the stay, the room and the payment option of `publicRate`, without
 * the partner's price limits and nightly net prices. The stored snapshot keeps them for the hotel and the back office.
 */
export function publicSnapshot<S extends Snapshot>(snapshot: S): S & PublicPaymentOptions {
  const { sell_price_limits: _limits, daily_prices: _nightly, payment_options, ...rest } = snapshot;
  const [first] = payment_options?.payment_types ?? [];
  // What was left out is optional in S: the rest of the snapshot is S still.
  return { ...(rest as S), payment_options: { payment_types: first ? [publicPaymentType(first)] : [] } };
}
