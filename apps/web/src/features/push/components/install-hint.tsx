import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

/** Chromium's install prompt, kept until the visitor asks for it. */
type InstallPrompt = Event & { prompt(): Promise<void> };

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent);
const isInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** "Install the app" where the browser offers it; on iOS, how to add it to the Home Screen (push needs it there). */
export function InstallHint() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);

  if (isInstalled()) return null;
  if (prompt) {
    return (
      <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">
          <Trans>Install Bidstay to hear of your bids like any app on this device.</Trans>
        </span>
        <Button size="sm" onClick={() => void prompt.prompt().then(() => setPrompt(null))}>
          <Trans>Install the app</Trans>
        </Button>
      </Alert>
    );
  }
  if (isIos()) {
    return (
      <Alert variant="info">
        <Trans>
          On iPhone and iPad, notifications work once Bidstay is on your Home Screen (iOS 16.4 or later): tap Share,
          then <strong>Add to Home Screen</strong>, and open Bidstay from there.
        </Trans>
      </Alert>
    );
  }
  return null;
}
