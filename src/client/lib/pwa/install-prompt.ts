// Install-prompt state shared by the Install App button and the floating banner (spec part 2 §2, §4):
// the browser's deferred beforeinstallprompt event, whether the app was installed, and the platform facts.
import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallState {
  promptEvent: BeforeInstallPromptEvent | null;
  /** When the current prompt event arrived (ms since epoch), so the banner can time itself from it. */
  promptAt: number | null;
  installed: boolean;
}

let state: InstallState = { promptEvent: null, promptAt: null, installed: false };
const listeners = new Set<() => void>();
let listening = false;

function setState(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Starts listening for the browser's install events. Call it once at start-up (main.tsx) so an event that
 * fires before any page asks for it is not lost; calling it again does nothing.
 */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the event for our own button and banner instead of the browser's mini-infobar.
    event.preventDefault();
    setState({ promptEvent: event as BeforeInstallPromptEvent, promptAt: Date.now() });
  });
  window.addEventListener('appinstalled', () => {
    setState({ installed: true, promptEvent: null, promptAt: null });
  });
}

function subscribe(listener: () => void) {
  listenForInstallPrompt();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => state;

/** Shows the native prompt if the browser offered one; the event can be used only once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = state.promptEvent;
  if (!event) return 'unavailable';
  setState({ promptEvent: null, promptAt: null });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') setState({ installed: true });
  return choice.outcome;
}

export function isRunningStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

export function isIosDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  // iPadOS reports itself as a Mac; touch support gives it away.
  return (
    /iphone|ipad|ipod/i.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

export function useInstallPrompt() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    canPrompt: current.promptEvent !== null,
    promptAt: current.promptAt,
    installed: current.installed,
    standalone: isRunningStandalone(),
    promptInstall,
  };
}
