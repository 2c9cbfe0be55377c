import { paths } from '@/config/paths';

/** Public pages rendered from the publication of the same id. */
export const contentPages = [
  { path: paths.content.terms.path, id: 'terms' },
  { path: paths.content.privacy.path, id: 'privacy' },
  { path: paths.content.cancellation.path, id: 'cancellation' },
  { path: paths.content.cookies.path, id: 'cookies' },
  { path: paths.content.about.path, id: 'about' },
  { path: paths.content.contact.path, id: 'contact' },
  { path: paths.content.faq.path, id: 'faq' },
  { path: paths.content.bidding.path, id: 'bidding' },
];
