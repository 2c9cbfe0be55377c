import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The partner's meal codes in words. */
const mealLabels: Record<string, MessageDescriptor> = {
  nomeal: msg`Room only`,
  breakfast: msg`Breakfast included`,
  'half-board': msg`Half board`,
  'full-board': msg`Full board`,
  'all-inclusive': msg`All inclusive`,
};

/** A meal code in words, in the language shown. */
export function mealLabel(meal: string): string {
  const label = mealLabels[meal];
  return label ? i18n._(label) : meal.replace(/-/g, ' ');
}
