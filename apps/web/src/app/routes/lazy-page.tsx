import { lazy, useState, type ComponentType } from 'react';

/**
 * A page loaded on demand, as with React.lazy, whose code can be asked for early (`preload`, ./prefetch.ts): when the
 * code has arrived by the page's first render, the page renders at once with the shell rather than suspending (and
 * waiting for React's reveal of a suspended page) first.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => loadOnce().then((page) => ({ default: page })));
  function Page(props: P) {
    const [Component] = useState(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  /** Starts loading the page's code; settles when it is in, a failure being left to the page's render. */
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Page, { preload });
}
