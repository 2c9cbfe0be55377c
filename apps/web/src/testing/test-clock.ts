import { addDays, DAY_MS } from '@bidstay/contract/plain';

/** The component tests' "now" (setup.ts fixes every test's Date to it): a Monday, mid-morning in UTC. */
export const TEST_NOW = new Date('2027-03-15T10:00:00Z');

/** The calendar day `days` days from the test clock's, as the API writes days (YYYY-MM-DD). */
export const dayFromNow = (days: number) => addDays(TEST_NOW.toISOString().slice(0, 10), days);

/** The instant `days` days (or a part of one) from the test clock's, as the API writes instants. */
export const instantFromNow = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS).toISOString();
