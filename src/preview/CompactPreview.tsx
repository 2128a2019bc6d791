import { useEffect, useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { useCompactVisible } from './compact-visibility';
import './compact.css';

/** Brings the focused field out from under the strip, if the strip came down over it. */
function uncover(strip: HTMLElement): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement)) return;
  const overlap = strip.getBoundingClientRect().bottom + 8 - field.getBoundingClientRect().top;
  if (overlap > 0) window.scrollBy(0, -overlap);
}

/**
 * On a phone, the zone's lines in a strip at the top of the screen while a field of the form has
 * the focus and the preview is scrolled away: what one types is seen landing in the zone. The
 * real preview stays the accessible one, so the strip is hidden from assistive technology; it is
 * fixed, out of the page's flow, so neither showing it nor loading moves anything. At the top
 * rather than the bottom: a phone's keyboard covers the bottom. The focused field stays below it:
 * the page's scroll padding (compact.css) when the browser brings a field into view, and
 * `uncover` when the strip appears over the field that was tapped.
 */
export function CompactPreview({ lines, card }: { lines: readonly string[] | null; card: RefObject<HTMLElement | null> }) {
  const visible = useCompactVisible(card) && lines !== null;
  const strip = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (visible && strip.current) uncover(strip.current);
  }, [visible]);

  // iOS keeps the layout viewport still while the keyboard is up and scrolls the visual one
  // inside it, which would carry a plain `top: 0` off the screen: follow the visual viewport.
  useEffect(() => {
    const viewport = window.visualViewport;
    const el = strip.current;
    if (!visible || !viewport || !el) return;
    const follow = () => el.style.setProperty('--viewport-top', `${viewport.offsetTop}px`);
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
    };
  }, [visible]);

  if (!visible) return null;
  // The longest line sets the size at which all of them fit the strip's width (compact.css).
  const chars = Math.max(...lines.map((l) => l.length));
  return (
    <div ref={strip} className="compact-preview" aria-hidden="true">
      <pre className="fit-lines" style={{ '--chars': chars } as CSSProperties}>
        {lines.map((line, i) => (
          <div key={i}>{line}</div>
        ))}
      </pre>
    </div>
  );
}
