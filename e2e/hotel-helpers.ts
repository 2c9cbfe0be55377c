import { expect, type Page } from '@playwright/test';

/** The amounts of a list of prices such as "€1,234.56 per night". */
export async function amounts(page: Page, testId: string): Promise<number[]> {
  const texts = await page.getByTestId(testId).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** Waits until the city page has streamed every hotel and priced them. */
export async function waitForHotelList(page: Page) {
  await expect(page.getByRole('region', { name: /hotels have rooms for your dates/ })).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: 20_000 },
  );
}

export function hotelCards(page: Page) {
  return page.getByTestId('hotel-list').getByRole('article');
}

/** Opens the city page of the region named `name`, with the default stay. */
export async function openCity(page: Page, name: string) {
  const regions = (await (await page.request.get('/api/regions')).json()) as { id: number; name: string }[];
  await page.goto(`/city/${regions.find((region) => region.name === name)!.id}`);
}
