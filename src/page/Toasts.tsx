import { useCallback, useRef, useState } from 'react';

export type ToastKind = 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const SHOWN_MS = 4000;

/** Short messages, announced by screen readers through the live region below. */
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

export function ToastRegion({ toasts }: { toasts: Toast[] }) {
  // Always in the page, so that additions to it are announced.
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`toast toast-${t.kind}`}>
          {t.text}
        </p>
      ))}
    </div>
  );
}
