export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = name.indexOf('[');
  if (first < 0) return [name];
  const rest = [...name.slice(first).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [name.slice(0, first), ...rest];
}

function assign(target: Form, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const existing = target[head];
  const child = typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
  target[head] = child;
  assign(child, rest, value);
}

function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

/** Stripe's bracket notation: `line_items[0][price]=x&metadata[bidId]=7` becomes nested objects and arrays. */
export function parseForm(text: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(text)) assign(form, keyPath(name), value);
  return withArrays(form) as Form;
}
