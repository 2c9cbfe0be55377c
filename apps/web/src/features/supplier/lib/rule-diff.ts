import type { ruleChangesSchema } from '@bidstay/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';

type RuleSet = Pick<z.infer<typeof ruleChangesSchema>[number], 'lines' | 'nightlyCap'>;
type Line = RuleSet['lines'][number];
type Change = { label: string; from: string; to: string };

const LEVELS = [
  {
    field: 'autoAcceptPercent',
    said: ({ label, from, to }: Change) => msg`“${label}”: accept at or above ${from} → ${to}`,
  },
  { field: 'counterPercent', said: ({ label, from, to }: Change) => msg`“${label}”: counter at ${from} → ${to}` },
  { field: 'rejectBelowPercent', said: ({ label, from, to }: Change) => msg`“${label}”: reject below ${from} → ${to}` },
] as const;

const level = (value: number | null) => (value === null ? '—' : `${value}%`);
const sameConditions = (a: Line, b: Line) => JSON.stringify(a.when ?? {}) === JSON.stringify(b.when ?? {});

/** What changed in one line kept under its name: its levels from and to, and whether its conditions moved. */
function lineChanges(before: Line, after: Line): MessageDescriptor[] {
  const label = after.label;
  const changes: MessageDescriptor[] = LEVELS.filter(({ field }) => before[field] !== after[field]).map(
    ({ field, said }) => said({ label, from: level(before[field]), to: level(after[field]) }),
  );
  if (!sameConditions(before, after)) changes.push(msg`“${label}”: its conditions changed`);
  return changes;
}

/**
 * A version against the one before it, in words: lines added and removed (known by their names), each kept line's
 * changed levels and conditions, a new order and the nightly cap. The first version has nothing before it.
 */
export function ruleDiff(before: RuleSet | undefined, after: RuleSet): MessageDescriptor[] {
  if (!before) return [];
  const named = (set: RuleSet) => new Map(set.lines.map((line) => [line.label, line]));
  const old = named(before);
  const now = named(after);
  const changes: MessageDescriptor[] = [];
  for (const line of after.lines) {
    const was = old.get(line.label);
    const label = line.label;
    if (!was) changes.push(msg`Added “${label}”`);
    else changes.push(...lineChanges(was, line));
  }
  for (const line of before.lines) {
    const label = line.label;
    if (!now.has(label)) changes.push(msg`Removed “${label}”`);
  }
  const kept = (set: RuleSet, other: Map<string, Line>) =>
    set.lines.filter((line) => other.has(line.label)).map((line) => line.label);
  if (kept(before, now).join('\n') !== kept(after, old).join('\n')) changes.push(msg`Lines reordered`);
  if (before.nightlyCap !== after.nightlyCap) {
    const from = before.nightlyCap ?? '—';
    const to = after.nightlyCap ?? '—';
    changes.push(msg`Nightly cap ${from} → ${to}`);
  }
  return changes;
}
