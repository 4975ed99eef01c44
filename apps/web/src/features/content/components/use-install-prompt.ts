import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let captured: BeforeInstallPromptEvent | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
  });
}

const isStandalone = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * The browser's "install this app" prompt when it offers one (Chromium), whether the portal already runs
 * installed, and a function that shows the prompt.
 */
export function useInstallPrompt() {
  // Read after mount, not as initial state: the landing page's HTML comes from the server, which knows neither,
  // and hydrating it needs a first render that matches (ADR 0006).
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [isInstalled, setIsInstalled] = useState(false);
  useEffect(() => {
    setEvent(captured);
    setIsInstalled(isStandalone());
    const onPrompt = (next: Event) => {
      next.preventDefault();
      captured = next as BeforeInstallPromptEvent;
      setEvent(captured);
    };
    const onInstalled = () => {
      captured = null;
      setEvent(null);
      setIsInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = async () => {
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    captured = null;
    setEvent(null);
  };
  return { canPrompt: event !== null, isInstalled, install };
}
