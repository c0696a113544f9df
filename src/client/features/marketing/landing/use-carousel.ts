// Hero carousel state: timed rotation (paused on hover, focus, hidden tab, or by the visitor; off with reduced
// motion), wrapping previous/next and horizontal touch swipes (spec part 2 §2, §4, §9).
import { type FocusEvent, type TouchEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export const HERO_ROTATION_MS = 6000;
export const SWIPE_THRESHOLD_PX = 50;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The pre-rendered page (and the hydration of it) shows what most visitors get: rotation with its pause button.
    () => false,
  );
  const hidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => true,
  );

  const rotating = count > 1 && !reducedMotion && !stoppedByUser;
  const paused = hovered || focused || hidden;

  // Restarting the timer on every index change gives each slide, however it was reached, a full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose.
  useEffect(() => {
    if (!rotating || paused) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), HERO_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [index, rotating, paused, count]);

  const next = () => setIndex((current) => (current + 1) % count);
  const previous = () => setIndex((current) => (current - 1 + count) % count);

  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      // A mostly vertical gesture is a scroll, not a swipe.
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      // Right to left, the next slide comes from the left: a swipe to the right.
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      if (rtl ? dx > 0 : dx < 0) next();
      else previous();
    },
  };

  return {
    index,
    goTo: setIndex,
    next,
    previous,
    /** Whether timed rotation is on at all (off with reduced motion or after the visitor stopped it). */
    rotating,
    toggleRotation: () => setStoppedByUser((value) => !value),
    canRotate: count > 1 && !reducedMotion,
    regionHandlers,
  };
}
