import { useLingui } from '@lingui/react/macro';
import { imageUrl } from '@bidstay/contract/plain';
import { useState, type KeyboardEvent } from 'react';

export const GALLERY_IMAGE_SIZE = '1024x768';
const [GALLERY_IMAGE_WIDTH, GALLERY_IMAGE_HEIGHT] = GALLERY_IMAGE_SIZE.split('x').map(Number);
const THUMB_SIZE = '240x240';

type GalleryImage = { url: string; category_slug?: string | null };

const describe = (image: GalleryImage) => (image.category_slug ?? 'photo').replace(/_/g, ' ');

export function HotelGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current) return <div className="gallery-main placeholder-image rounded-3" />;
  const go = (step: number) => setIndex((index + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t`Photos of ${name}`}
      onKeyDown={onKeyDown}
    >
      <div className="gallery-main position-relative">
        <img
          src={imageUrl(current.url, GALLERY_IMAGE_SIZE)}
          alt={`${name}: ${describe(current)}`}
          className="rounded-3"
          width={GALLERY_IMAGE_WIDTH}
          height={GALLERY_IMAGE_HEIGHT}
          fetchPriority="high"
        />
        <button
          type="button"
          className="gallery-nav gallery-prev"
          onClick={() => go(-1)}
          aria-label={t`Previous photo`}
        >
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </button>
        <button type="button" className="gallery-nav gallery-next" onClick={() => go(1)} aria-label={t`Next photo`}>
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </button>
        <span className="gallery-count" aria-live="polite">
          {index + 1} / {images.length}
        </span>
      </div>
      <ul className="gallery-thumbs list-unstyled">
        {images.map((image, at) => (
          <li key={image.url}>
            <button
              type="button"
              aria-label={t`Show photo ${at + 1}: ${describe(image)}`}
              aria-current={at === index}
              onClick={() => setIndex(at)}
            >
              <img src={imageUrl(image.url, THUMB_SIZE)} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
