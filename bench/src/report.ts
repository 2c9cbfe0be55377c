import type { RouteBundle } from './bundle.ts';
import type { PageScores } from './lighthouse.ts';
import type { Figures } from './load.ts';
import type { Scale } from './scale.ts';
import type { Goal } from './targets.ts';

export type Row = Figures & {
  driver: string;
  route: string;
  ceiling: Goal['ceiling'];
  /** The route's ceiling loaded in turn with it, when it was. */
  inTurn?: Figures;
  /** req/s as a share of the bare route's, of the bare POST's (routes that take a body), and of the ceiling's. */
  vsBare: number;
  vsBarePost?: number;
  /** The bare route's CPU time per request over the route's: its share of the bare route were the server the bound. */
  cpuVsBare?: number;
  share: number;
  /** The lowest and highest share of the runs, where the ceiling was loaded in turn with the route. */
  range?: [number, number];
  goal?: Goal;
  met?: boolean;
};

/** A part of a run's report: printed to the console and written to the run's results file, with the same figures. */
export type Section = { heading: string; lines?: string[]; table?: Record<string, unknown>[] };

export const SCALE_TARGET = 2;
const PAGE_TARGETS = { performance: 95, accessibility: 100, homeJsKb: 150 };

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const yesNo = (met: boolean | undefined) => (met === undefined ? '' : met ? 'yes' : 'NO');

function goalText(goal: Goal | undefined) {
  if (!goal) return '';
  return `≥${goal.share * 100}% of ${goal.ceiling}${goal.p99OnPostgres ? `, pg p99<${goal.p99OnPostgres}` : ''}`;
}

const wholePercent = (share: number) => Math.round(share * 100);

/** The median share of the ceiling and, loaded in turn, the runs' lowest and highest: "61.2% (55-64) of bare in turn". */
function shareText({ share, range, ceiling }: Row) {
  const spread = range ? ` (${wholePercent(range[0])}-${wholePercent(range[1])})` : '';
  return `${percent(share)}${spread} of ${ceiling}${range ? ' in turn' : ''}`;
}

/** `drift`: each ceiling's req/s after the routes over before them; far from 1, the machine's load changed. */
export function apiSection(rows: Row[], drift: Record<string, Record<string, number>>): Section {
  const lines = Object.entries(drift).map(([driver, ratios]) => {
    const text = Object.entries(ratios).map(([kind, ratio]) => `${kind} ${ratio.toFixed(2)}`);
    return `${driver} ceilings, after the routes / before: ${text.join(', ')} (1.00: a steady machine)`;
  });
  return {
    heading: 'Routes under load',
    lines,
    table: rows.map((row) => ({
      driver: row.driver,
      route: row.route,
      'req/s': Math.round(row.reqPerSec),
      'with work /s': row.withWorkPerSec === undefined ? '' : Math.round(row.withWorkPerSec),
      'p50 ms': Math.round(row.p50),
      'p99 ms': Math.round(row.p99),
      timeouts: row.timeouts || '',
      'vs bare': percent(row.vsBare),
      'vs bare POST': row.vsBarePost === undefined ? '' : percent(row.vsBarePost),
      'CPU µs': row.cpuUs === undefined ? '' : Math.round(row.cpuUs),
      'CPU vs bare': row.cpuVsBare === undefined ? '' : percent(row.cpuVsBare),
      'vs ceiling': row.goal ? shareText(row) : '',
      target: goalText(row.goal),
      'met?': yesNo(row.met),
    })),
  };
}

type Latency = { p50: number; p95?: number; p99?: number; max?: number };

function forgotPasswordText(figures: unknown): string {
  const { known, unknown } = figures as { known: Latency; unknown: Latency };
  return `${known.p50.toFixed(1)} / ${unknown.p50.toFixed(1)}`;
}

const pushText = (latency: Latency) => `${Math.round(latency.p50)} / ${Math.round(latency.p95 ?? 0)}`;

export function latencySections(latencies: Record<string, unknown>, catalogueMs: Record<string, number>): Section[] {
  const ms = (latency: Latency) => `${Math.round(latency.p50)} / ${Math.round(latency.p99 ?? latency.max ?? 0)}`;
  const latencyRows = Object.entries(latencies as Record<string, Record<string, Latency>>).map(([driver, figures]) => ({
    driver,
    'first 25 hotels p50/p99 ms': ms(figures.firstHotelsMs!),
    'decision to event p50/p99 ms': ms(figures.decisionToEventMs!),
    'decision to push delivered p50/p95 ms (target p95 < 2000)': pushText(figures.decisionToPushMs!),
    'submit to rule decision in the dialog p50/p99 ms': ms(figures.submitToDecisionMs!),
    'bidChance p50/p99 ms': ms(figures.bidChanceMs!),
    'card to confirmed p50/max ms': ms(figures.checkoutToConfirmedMs!),
    'forgotPassword known / unknown p50 ms': forgotPasswordText(figures.forgotPasswordMs),
  }));
  const importRows = Object.entries(catalogueMs).map(([api, time]) => ({
    'first start': api,
    'catalogue import s': Math.round(time / 100) / 10,
  }));
  return [
    { heading: 'Latencies', table: latencyRows },
    { heading: 'Catalogue import at the first start', table: importRows },
  ];
}

export function pagesSection(pages: Record<string, PageScores>, bundles: RouteBundle[]): Section {
  return {
    heading: 'Pages',
    table: bundles.map(({ route, files, rawKb, gzipKb }) => {
      const page = pages[route];
      const jsMet = route !== '/home' || gzipKb < PAGE_TARGETS.homeJsKb;
      const scoresMet =
        page && page.performance >= PAGE_TARGETS.performance && page.accessibility >= PAGE_TARGETS.accessibility;
      return {
        route,
        performance: page?.performance ?? '',
        accessibility: page?.accessibility ?? '',
        'best practices': page?.bestPractices ?? '',
        'LCP ms': page?.lcpMs ?? '',
        'TBT ms': page?.tbtMs ?? '',
        CLS: page?.cls ?? '',
        'host index': page?.benchmarkIndex ?? '',
        'JS files': files,
        'JS KB': rawKb,
        'JS KB gzip': gzipKb,
        'met?': yesNo(page ? scoresMet && jsMet : route === '/home' ? jsMet : undefined),
      };
    }),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The catalogue at the partner's size beside the default one, on one driver (issue 35's targets). */
export function scaleSections(scale: Scale): Section[] {
  const size = `${scale.hotels / 1000}k`;
  const heading = `${scale.driver}, ${size} hotels`;
  const imported =
    `imported in ${Math.round(scale.importMs / 1000)} s (${scale.importPerSec} hotels/s), started again with it ` +
    `imported in ${seconds(scale.restartMs.large)} (the default catalogue's: ${seconds(scale.restartMs.base)})`;
  const { base, large } = scale.memory;
  const memory = [
    { figure: 'RSS after start MB', default: base.afterStartMb, [size]: large.afterStartMb },
    { figure: 'RSS peak under load MB', default: base.peakMb, [size]: large.peakMb },
  ];
  const routes = scale.rows.map(({ route, base: atDefault, large: atSize }) => {
    const cost = atDefault.reqPerSec && atSize.reqPerSec ? atDefault.reqPerSec / atSize.reqPerSec : undefined;
    return {
      route,
      'default req/s': Math.round(atDefault.reqPerSec),
      'default p99 ms': atDefault.p99,
      [`${size} req/s`]: Math.round(atSize.reqPerSec),
      [`${size} p99 ms`]: atSize.p99,
      'cost x': cost && Math.round(cost * 100) / 100,
      'met? (≤2x)': yesNo(cost === undefined ? undefined : cost <= SCALE_TARGET),
    };
  });
  return [
    { heading: `${heading}: memory`, lines: [imported], table: memory },
    { heading: `${heading}: routes`, table: routes },
  ];
}

export function printSection({ heading, lines = [], table }: Section) {
  console.log(`\n${heading}`);
  for (const line of lines) console.log(line);
  if (table) console.table(table);
}
