import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it stands (or those of `rules`). */
export async function violationsInMode(page: Page, label: string, rules?: string[]) {
  const audit = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (
    rules ? audit.withRules(rules) : audit.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
