/** The parts of ETG B2B v3 payloads Bidstay reads (PARTNER.md §3–§4); everything else passes through. */
export type RoomGuests = { adults: number; children: number[] };

export type SearchParams = {
  checkin: string;
  checkout: string;
  residency: string;
  language: string;
  currency: string;
  guests: RoomGuests[];
};

export type Money = { amount: string; currency_code: string };

export type CommissionAmounts = { amount_gross: string; amount_net: string; amount_commission: string };

export type CancellationPenalties = {
  free_cancellation_before: string | null;
  policies: { start_at: string | null; end_at: string | null; amount_charge: string; amount_show: string }[];
};

export type PaymentType = {
  type: string;
  amount: string;
  currency_code: string;
  show_amount: string;
  show_currency_code: string;
  commission_info?: { show: CommissionAmounts; charge: CommissionAmounts } | null;
  cancellation_penalties?: CancellationPenalties;
  [field: string]: unknown;
};

export type Rate = {
  book_hash?: string;
  match_hash: string;
  search_hash?: string;
  room_name: string;
  meal: string;
  rg_ext: Record<string, number>;
  room_data_trans?: Record<string, unknown> | null;
  amenities_data?: string[] | null;
  meal_data?: Record<string, unknown> | null;
  allotment?: number;
  sell_price_limits: { min_price: string | null; max_price: string | null } | null;
  payment_options: { payment_types: PaymentType[] };
  [field: string]: unknown;
};

export type HotelRates = { id: string; hid: number; rates: Rate[] };
export type SerpResult = { total_hotels: number; hotels: HotelRates[] };
export type HotelPageResult = { hotels: HotelRates[] };
export type PrebookResult = { hotels: HotelRates[]; changes: { price_changed: boolean } };

export type MulticompleteResult = {
  hotels: { id: string; hid: number; name: string; region_id: number }[];
  regions: { id: number; name: string; type: string; country_code: string }[];
};

export type BookingForm = {
  order_id: number;
  partner_order_id: string;
  item_id: number;
  payment_types: { type: string; amount: string; currency_code: string }[];
  [field: string]: unknown;
};

export type FinishRequest = {
  partner: { partner_order_id: string; comment?: string; amount_sell_b2b2c?: string };
  user: { email: string; phone: string; comment?: string };
  language: string;
  rooms: { guests: { first_name: string; last_name: string; is_child?: boolean; age?: number | null }[] }[];
  payment_type: { type: string; amount: string; currency_code: string };
};

/** The finish-status answer: its result lives in the envelope's status (PARTNER.md §3.8). */
export type FinishStatus =
  { status: 'ok' | 'processing' } | { status: '3ds'; data3ds: unknown } | { status: 'error'; error: string };

export type OrderInfoRequest = {
  ordering: { ordering_type: 'asc' | 'desc'; ordering_by: string };
  pagination: { page_size: number; page_number: number };
  search?: { partner_order_ids?: string[]; order_ids?: number[]; status?: string };
  language?: string;
};

export type Order = { order_id: number; status: string; partner_data: { order_id: string }; [field: string]: unknown };

export type OrderInfoResult = {
  current_page_number: number;
  total_orders: number;
  total_pages: number;
  found_orders: number;
  found_pages: number;
  orders: Order[];
};

export type CancelResult = { amount_payable: Money; amount_refunded: Money; amount_sell: Money };

export type DumpLink = { url: string; last_update: string };

export type HotelContent = {
  id: string;
  hid: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  star_rating: number;
  kind: string;
  images_ext?: { url: string; category_slug?: string }[];
  images?: string[];
  region: { id: number; name: string; country_code: string; type: string };
  [field: string]: unknown;
};

export type RegionContent = {
  id: number;
  name: string | Record<string, string>;
  type: string;
  country_code: string;
  center?: { latitude: number; longitude: number };
};

export type HotelReviews = { hid: number; rating: number; reviews: Record<string, unknown>[] };
