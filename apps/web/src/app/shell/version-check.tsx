import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { fetchVersion, useLoadedVersion } from './version';

/** On each navigation, reloads the page when a newer build has been deployed. */
export function VersionCheck() {
  const { pathname } = useLocation();
  const loaded = useLoadedVersion();
  const arrived = useRef(true);

  useEffect(() => {
    if (!loaded) return;
    // The version just loaded is the one of the page the visitor arrived on.
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    let current = true;
    void fetchVersion().then((latest) => {
      const changed = latest && (latest.version !== loaded.version || latest.commit !== loaded.commit);
      if (current && changed) window.location.reload();
    });
    return () => {
      current = false;
    };
  }, [pathname, loaded]);

  return null;
}
