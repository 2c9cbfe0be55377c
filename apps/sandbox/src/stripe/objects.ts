export type Metadata = Record<string, string>;

export type Product = {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  description: string | null;
  livemode: false;
  metadata: Metadata;
  name: string;
};

export type Price = {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  product: string;
  recurring: null;
  type: 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
};

export type LineItem = {
  id: string;
  object: 'item';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: ['card'];
  payment_status: 'paid' | 'unpaid';
  return_url: string | null;
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  ui_mode: 'hosted' | 'embedded';
  url: string | null;
};

export type PaymentError = {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method: PaymentMethod | null;
};

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  client_secret: string;
  created: number;
  currency: string;
  customer: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: ['card'];
  setup_future_usage: null;
  status: 'succeeded' | 'requires_payment_method';
};

export type Customer = {
  id: string;
  object: 'customer';
  created: number;
  deleted?: true;
  email: string | null;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
};

export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  billing_details: { name: string | null };
  card: Card & { country: string; funding: 'credit'; fingerprint: string };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
  type: 'card';
};

export type SetupIntent = {
  id: string;
  object: 'setup_intent';
  cancellation_reason: null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: PaymentError | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: ['card'];
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  usage: 'off_session' | 'on_session';
};

export type Card = { brand: 'visa' | 'mastercard'; last4: string; exp_month: number; exp_year: number };

export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  billing_details: { name: string | null };
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  payment_method: string | null;
  payment_method_details: { type: 'card'; card: Card };
  refunded: boolean;
  status: 'succeeded';
};

export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
};
