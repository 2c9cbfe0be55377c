import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { buildBid } from '@/testing/mocks/data';
import { renderWithProviders } from '@/testing/test-utils';
import { BidDetailsDialog } from './bid-details-dialog';
import { bidDeadlineText } from './bid-deadline';

describe("a bid's details in Swedish", () => {
  afterEach(() => activateLocale('en'));

  it('say why the bid ended in Swedish, whatever ended it', async () => {
    await activateLocale('sv');
    renderWithProviders(
      <BidDetailsDialog
        bid={buildBid({ status: 'withdrawn', reason: 'withdrawn_by_customer' })}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByTestId('bid-reason')).toHaveTextContent(
      'Du drog tillbaka budet efter att hotellet hade accepterat det.',
    );
  });

  it("say in Swedish why a bid below the hotel's floor was rejected at once", async () => {
    await activateLocale('sv');
    expect(bidDeadlineText(buildBid({ status: 'rejected', reason: 'below_hotel_price' }))).toBe(
      'Ditt bud låg under det lägsta pris hotellet tar för de här datumen.',
    );
  });
});
