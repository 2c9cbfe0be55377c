import type { HotelContent } from '../../partner/etg-types.ts';

/** An image address of the partner's as the pages load it: a path is on the partner's server, when it is another one. */
export function onPartner(url: string, partnerOrigin: string | undefined): string {
  return partnerOrigin && url.startsWith('/') && !url.startsWith('//') ? `${partnerOrigin}${url}` : url;
}

/** A hotel's content with its images' addresses as the pages load them: stored as the partner wrote it. */
export function withImagesOn(hotel: HotelContent, partnerOrigin: string | undefined): HotelContent {
  if (!partnerOrigin) return hotel;
  return {
    ...hotel,
    images_ext: hotel.images_ext?.map((image) => ({ ...image, url: onPartner(image.url, partnerOrigin) })),
    images: hotel.images?.map((url) => onPartner(url, partnerOrigin)),
  };
}

export function imagesOf(hotel: HotelContent): string[] {
  return hotel.images_ext?.map((image) => image.url) ?? hotel.images ?? [];
}

/** A map that forgets its least recently used entries past `max`, and every entry after `ttlMs`. */
export function createLru<K, V>(max: number, ttlMs: number, now: () => number) {
  const entries = new Map<K, { value: V; at: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.at > ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, { value, at: now() });
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    clear: () => entries.clear(),
  };
}
