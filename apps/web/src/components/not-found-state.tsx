import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMessage } from '@/hooks/use-message';

/** A text already in the language shown, one of the contract's messages, or one to translate. */
type Said = string | MessageDescriptor;

type NotFoundStateProps = {
  title: Said;
  text: Said;
  /** A way back to where such pages are listed, shown before the hotel search. */
  back?: { href: string; label: Said };
  /** More ways on, under the buttons. */
  children?: ReactNode;
};

/** What a path the app has no page for says. */
export const pageNotFound = { title: msg`Page not found`, text: msg`This page does not exist, or it has moved.` };

/** A text of a not-found page in the language shown. */
export function useSaid(): (text: Said) => string {
  const translate = useMessage();
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? translate(text) : i18n._(text));
}

export function NotFoundState({ title, text, back, children }: NotFoundStateProps) {
  const say = useSaid();
  return (
    <section className="text-center py-5 px-3">
      <i className="bi bi-signpost-split display-5 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <h1 className="h3">{say(title)}</h1>
      <p className="text-body-secondary mb-4">{say(text)}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {back && (
          <Link to={back.href} className="btn btn-primary">
            {say(back.label)}
          </Link>
        )}
        <Link to={paths.home.href()} className={back ? 'btn btn-outline-primary' : 'btn btn-primary'}>
          <Trans>Search hotels</Trans>
        </Link>
      </div>
      {children}
    </section>
  );
}
