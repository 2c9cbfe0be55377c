import { BrowserCode, type JobCount, type JobState } from '@bidstay/contract';

/** SPEC §3's browser codes by name, in code order. */
export const browserNames = new Map<number, string>(Object.entries(BrowserCode).map(([name, code]) => [code, name]));

/** Badge colours whose white text stays readable: Bootstrap's info is too light for it. */
export const JOB_STATE_VARIANTS: Record<JobState, string> = {
  queued: 'secondary',
  running: 'primary',
  done: 'success',
  failed: 'danger',
};

/** The job types that have jobs, in order, for the type filter. */
export const jobTypesOf = (counts: JobCount[]) => [...new Set(counts.map((count) => count.type))].sort();

/** The counts as a row per type with its number of jobs in each state. */
export function countsByType(counts: JobCount[]) {
  const rows = new Map<string, Record<JobState, number>>();
  for (const { type, state, count } of counts) {
    const row = rows.get(type) ?? { queued: 0, running: 0, done: 0, failed: 0 };
    row[state] += count;
    rows.set(type, row);
  }
  return [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([type, states]) => ({ type, states }));
}
