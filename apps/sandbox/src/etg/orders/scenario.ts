/** ETG sandbox scenarios, chosen by the end of partner_order_id (PARTNER.md §8); longer suffixes first. */
const SUFFIXES = [
  'unknown_success',
  'unknown_soldout',
  'unknown_book_limit',
  'unknown_provider',
  'order_not_cancellable',
  'booking_form_expired',
  'insufficient_b2b_balance',
  'soldout',
  'book_limit',
  'provider',
  'email',
] as const;

export type Scenario = (typeof SUFFIXES)[number] | null;

export function scenarioOf(partnerOrderId: string): Scenario {
  return SUFFIXES.find((suffix) => partnerOrderId.endsWith(suffix)) ?? null;
}

/** The final result of the status poll: null for success, else the error code. */
export function finalErrorOf(scenario: Scenario): string | null {
  if (scenario === 'soldout' || scenario === 'unknown_soldout') return 'soldout';
  if (scenario === 'book_limit' || scenario === 'unknown_book_limit') return 'book_limit';
  if (scenario === 'provider' || scenario === 'unknown_provider') return 'provider';
  return null;
}

export function startsUnknown(scenario: Scenario): boolean {
  return scenario?.startsWith('unknown_') ?? false;
}
