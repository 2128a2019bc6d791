// When the compact preview is wanted: a narrow screen, a field of the passport form holding the
// focus, and the real preview scrolled out of view. Three facts from three sources (a media query,
// focus events, an intersection observer), each kept in state so a keystroke re-renders nothing.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Where the strip is offered: the phone layout's own breakpoint (shell.css, actions.css). */
export const NARROW = '(max-width: 719.98px)';

/** The strip's greatest height (three lines at 1rem, compact.css): a card showing no more than
 * this much at the top is as good as hidden behind the strip. */
const STRIP_HEIGHT = 80;

/** The form whose fields feed the preview (PassportForm). */
export const FORM_ID = 'passport-form';

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => matchMedia(query).matches,
  );
}

const feedsPreview = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement && el.matches('input, select, textarea') && el.closest(`#${FORM_ID}`) !== null;

/** Whether a field of the passport form has the focus. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(() => feedsPreview(document.activeElement));
  useEffect(() => {
    const focusIn = (e: FocusEvent) => setTyping(feedsPreview(e.target));
    // During focusout the focus is nowhere yet: where it goes is the related target. Moving from
    // field to field keeps the strip, rather than hiding and showing it again.
    const focusOut = (e: FocusEvent) => setTyping(feedsPreview(e.relatedTarget));
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, []);
  return typing;
}

/** Whether the card is out of view (or only its top edge peeks out from behind the strip). */
function useAway(card: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = card.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry !== undefined && !entry.isIntersecting), {
      rootMargin: `-${STRIP_HEIGHT}px 0px 0px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [card]);
  return away;
}

export function useCompactVisible(card: RefObject<HTMLElement | null>): boolean {
  const narrow = useMedia(NARROW);
  const typing = useTyping();
  const away = useAway(card);
  return narrow && typing && away;
}
