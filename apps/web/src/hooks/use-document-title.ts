import { createContext, useContext, useEffect } from 'react';

/** The document's title for a page titled `title`. */
export const documentTitle = (title: string) => `${title} · Bidstay`;

/**
 * Where a page rendered on the server (prerender.tsx), which runs no effect, tells its title, for the server to put
 * in the page's head.
 */
export const ServerTitle = createContext<((title: string) => void) | undefined>(undefined);

export function useDocumentTitle(title: string | undefined) {
  const tellServer = useContext(ServerTitle);
  if (title && tellServer) tellServer(documentTitle(title));
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
