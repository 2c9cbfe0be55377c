import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it stands (or those of `rules`).
 *
 * A page without frames is audited by `axe.run` in the page (AxeBuilder's legacy mode): the default runs axe in each
 * frame, carries every checked node back to the test and on to a blank page of its own to gather them, which is most
 * of an audit's CPU and needed only to reach across frames (decision 027). A page with a frame, as the card form's,
 * keeps the default, which audits a frame of another origin too.
 */
export async function violationsInMode(page: Page, label: string, rules?: string[]) {
  const audit = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1);
  const { violations } = await (
    rules ? audit.withRules(rules) : audit.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
