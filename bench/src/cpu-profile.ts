/**
 * Sums a V8 CPU profile (`node --cpu-prof`, BENCH_CPU_PROF) by function: self time, and total time with what it calls.
 * `--during <name>` keeps the samples between the first and the last whose stack holds a function of that name, so a
 * bench's load is read apart from the process's start and catalogue import.
 *
 *   npx tsx bench/src/cpu-profile.ts <file.cpuprofile> [--during createBid] [--top 30]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** A function as one line of the report: its name and where it is, the path from the repository or package on. */
function labelOf({ functionName, url, lineNumber }: CallFrame) {
  const place = url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules|apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
}

/** Each node's parent: V8 writes only the children. */
function parentsOf(nodes: ProfileNode[]) {
  const parents = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  return parents;
}

function stackOf(id: number, parents: Map<number, number>) {
  const stack: number[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(at);
  return stack;
}

/** The samples' indexes from the first to the last whose stack holds `name`; all of them without one. */
function windowOf(profile: Profile, byId: Map<number, ProfileNode>, parents: Map<number, number>, name?: string) {
  if (!name) return { from: 0, to: profile.samples.length - 1 };
  const holds = (index: number) =>
    stackOf(profile.samples[index]!, parents).some((id) => byId.get(id)!.callFrame.functionName === name);
  let from = 0;
  while (from < profile.samples.length && !holds(from)) from += 1;
  let to = profile.samples.length - 1;
  while (to > from && !holds(to)) to -= 1;
  return { from, to };
}

function summarise(profile: Profile, during?: string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = parentsOf(profile.nodes);
  const { from, to } = windowOf(profile, byId, parents, during);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (let index = from; index <= to; index += 1) {
    const micros = profile.timeDeltas[index] ?? 0;
    const stack = stackOf(profile.samples[index]!, parents).map((id) => labelOf(byId.get(id)!.callFrame));
    all += micros;
    self.set(stack[0]!, (self.get(stack[0]!) ?? 0) + micros);
    for (const label of new Set(stack)) total.set(label, (total.get(label) ?? 0) + micros);
  }
  return { all, self, total };
}

function table(title: string, times: Map<string, number>, all: number, top: number) {
  const rows = [...times].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${title}`);
  for (const [label, micros] of rows)
    console.log(
      `${(micros / 1000).toFixed(0).padStart(8)} ms ${((micros / all) * 100).toFixed(1).padStart(5)} %  ${label}`,
    );
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { during: { type: 'string' }, top: { type: 'string', default: '30' } },
});
if (!positionals[0]) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [--during name] [--top n]');
const profile = JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile;
const { all, self, total } = summarise(profile, values.during);
console.log(`${(all / 1000).toFixed(0)} ms sampled${values.during ? ` while ${values.during} ran` : ''}`);
table('self time', self, all, Number(values.top));
table('total time (with what it calls)', total, all, Number(values.top));
