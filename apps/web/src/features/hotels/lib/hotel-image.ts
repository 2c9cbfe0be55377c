/**
 * A partner image address at a size: the contract's `imageUrl` (SPEC §3, §9), written again here because the module
 * that holds it also builds the hotel schemas, which would bring zod to the first paint of every hotel page.
 */
export function hotelImage(template: string, size: string): string {
  return template.replace('{size}', size);
}
