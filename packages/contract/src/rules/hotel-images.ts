/** Replaces the {size} placeholder of a partner image address (SPEC §3, §9). */
export function imageUrl(template: string, size: string): string {
  return template.replace('{size}', size);
}
