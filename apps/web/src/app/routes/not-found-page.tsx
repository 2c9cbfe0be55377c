import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NotFoundState, pageNotFound } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const elsewhere = [
  { label: msg`How bidding works`, href: paths.content.bidding.href() },
  { label: msg`FAQ`, href: paths.content.faq.href() },
  { label: msg`Blog`, href: paths.content.blog.href() },
  { label: msg`Contact us`, href: paths.content.contact.href() },
];

/** Any path the router has no page for; the server sends it rendered ahead, with a 404. */
export function NotFoundPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(i18n._(pageNotFound.title));
  return (
    <NotFoundState {...pageNotFound}>
      <nav aria-label={t`More of Bidstay`} className="mt-4">
        <ul className="list-inline mb-0">
          {elsewhere.map((link) => (
            <li key={link.href} className="list-inline-item mx-2 my-1">
              <Link to={link.href}>{i18n._(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </NotFoundState>
  );
}
