/** The partner's meal codes in words. */
const mealLabels: Record<string, string> = {
  nomeal: 'Room only',
  breakfast: 'Breakfast included',
  'half-board': 'Half board',
  'full-board': 'Full board',
  'all-inclusive': 'All inclusive',
};

export function mealLabel(meal: string): string {
  return mealLabels[meal] ?? meal.replace(/-/g, ' ');
}
