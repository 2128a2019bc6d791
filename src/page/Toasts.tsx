import { useCallback, useRef, useState } from 'react';
import './toasts.css';

export type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const SHOWN_MS = 4000;

/** Short messages, announced by screen readers through the live regions below. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = ++next.current;
    setToasts((list) => [...list.slice(-2), { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), SHOWN_MS);
  }, []);
  return { toasts, show };
}

const Items = ({ toasts }: { toasts: Toast[] }) =>
  toasts.map((t) => (
    <p key={t.id} className={`toast toast-${t.kind}`}>
      {t.text}
    </p>
  ));

/**
 * Two regions, both always in the page so that additions to them are announced: a failure
 * interrupts (the person must know their copy or file did not happen), a success waits its turn.
 */
export function ToastRegion({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toasts">
      <div className="toasts-live" role="alert" aria-live="assertive">
        <Items toasts={toasts.filter((t) => t.kind === 'error')} />
      </div>
      <div className="toasts-live" role="status" aria-live="polite">
        <Items toasts={toasts.filter((t) => t.kind === 'success')} />
      </div>
    </div>
  );
}
