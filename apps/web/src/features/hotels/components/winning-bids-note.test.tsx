import { winningBidsSchema } from '@bidstay/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { buildRateOffer } from '@/testing/mocks/data';
import { RateWinningBids, WinningBidsNote } from './winning-bids-note';

const answerCells = (cells: { stars: number; accepted: number; percentLow: number; percentHigh: number }[]) =>
  server.use(
    on('get', '/api/winningBids', { answer: winningBidsSchema }, ({ url }) => ({
      region_id: Number(url.searchParams.get('region_id')),
      days: 30 as const,
      cells,
    })),
  );

describe("a city's recent winning bids", () => {
  it('say per star rating which share of the listed price won this month', async () => {
    answerCells([
      { stars: 4, accepted: 12, percentLow: 82, percentHigh: 88 },
      { stars: 3, accepted: 5, percentLow: 70, percentHigh: 79 },
    ]);
    renderWithProviders(<WinningBidsNote regionId={2734} cityName="Stockholm" />);

    const list = await screen.findByRole('region', { name: 'Recent winning bids' });
    expect(list).toHaveTextContent('4★ in Stockholm: bids at 82–88 % of the listed price won this month (12 bids)');
    expect(list).toHaveTextContent('3★ in Stockholm: bids at 70–79 % of the listed price won this month (5 bids)');
  });

  it('show nothing when no star rating has enough accepted bids', async () => {
    answerCells([]);
    const { queryClient } = renderWithProviders(<WinningBidsNote regionId={2734} cityName="Stockholm" />);

    await expect.poll(() => queryClient.getQueryState(['winningBids', 2734])?.status).toBe('success');
    expect(screen.queryByRole('region', { name: 'Recent winning bids' })).toBeNull();
  });
});

describe('the winning bids where a bid is named', () => {
  it("say which share won at the hotel's star rating only, and nothing for a rating without a cell", async () => {
    answerCells([
      { stars: 4, accepted: 12, percentLow: 82, percentHigh: 88 },
      { stars: 3, accepted: 5, percentLow: 70, percentHigh: 79 },
    ]);
    const { unmount } = renderWithProviders(<RateWinningBids offer={buildRateOffer({ stars: 4.5 })} />);
    const note = await screen.findByTestId('rate-winning-bids');
    expect(note).toHaveTextContent('4★ in Stockholm: bids at 82–88 % of the listed price won this month (12 bids)');
    expect(note).not.toHaveTextContent('3★');
    unmount();

    const { queryClient } = renderWithProviders(<RateWinningBids offer={buildRateOffer({ stars: 5 })} />);
    await expect.poll(() => queryClient.getQueryState(['winningBids', 2114])?.status).toBe('success');
    expect(screen.queryByTestId('rate-winning-bids')).toBeNull();
  });
});
