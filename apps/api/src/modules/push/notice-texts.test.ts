import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-texts.ts';

const countered = {
  hotelName: 'Grand Court',
  bid: '1344.58 EUR',
  counter: '1400.00 EUR',
  deadline: '2027-01-09T18:00:00.000Z',
  timeZone: 'Europe/Stockholm',
};

describe('a notice', () => {
  it("writes amounts and the deadline in the customer's format and time zone", () => {
    const { body } = noticeText('bid-countered', countered, 'en');
    expect(body).toBe('€1,400.00 instead of €1,344.58, valid until 9 Jan 2027, 19:00. Book it or decline.');
  });

  it('writes the deadline in Swedish for a Swedish customer', () => {
    const { body } = noticeText('bid-countered', countered, 'sv');
    expect(body).toContain('9 jan. 2027 19:00');
    expect(body).not.toContain('2027-01-09');
  });
});
