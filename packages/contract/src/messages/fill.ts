/**
 * The English text of a message with placeholders, its values put in. The catalogue's id is the template
 * (`translateMessage` finds it back from the text).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
