import type { Composition, Fields, Hint } from 'mrz-wasm';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_FIELDS } from '../fields';
import { restart } from '../mrz-client';
import { saveSession } from '../state/startup';
import { CompactPreview } from './CompactPreview';
import { previewPainter } from './painter';
import { PreviewPanel } from './PreviewPanel';
import { showFields } from './show';

/**
 * The preview, kept in step with the form without re-rendering the page: every change is sent
 * to the worker from inside the input event (a form subscription, not a React render), and the
 * worker's patches are painted as soon as they arrive. Only this panel renders per keystroke;
 * the form hears of hints only when they change.
 */
export function LivePreview({ form, onHints }: { form: UseFormReturn<Fields>; onHints: (h: Hint[]) => void }) {
  const painter = previewPainter();
  const [shown, setShown] = useState<Composition | null>(painter.composition);
  const [failed, setFailed] = useState(false);
  // Only the format: the boxes' shape before a picture of it is shown.
  const format = useWatch({ control: form.control, name: 'format' });
  const hints = useRef('[]');
  const live = useRef(false);
  const card = useRef<HTMLElement>(null);

  const request = useCallback(
    (values: Partial<Fields>) => {
      const fields = { ...DEFAULT_FIELDS, ...values };
      saveSession(fields);
      showFields(painter, fields).then(
        (c) => {
          if (!c || !live.current) return;
          flushSync(() => setShown(c));
          const json = JSON.stringify(c.hints);
          if (json !== hints.current) {
            hints.current = json;
            onHints(c.hints);
          }
        },
        () => {
          // The worker failed: show no picture rather than one of other fields, and say so.
          painter.clear();
          if (live.current) setFailed(true);
        },
      );
    },
    [onHints, painter],
  );

  useEffect(() => {
    live.current = true;
    const subscription = form.watch((values) => request(values as Partial<Fields>));
    request(form.getValues());
    return () => {
      live.current = false;
      subscription.unsubscribe();
    };
  }, [form, request]);

  const retry = () => {
    restart();
    setFailed(false);
    setShown(null);
    request(form.getValues());
  };

  const current = failed ? null : shown;
  return (
    <>
      <PreviewPanel shown={current} format={format} onRetry={failed ? retry : undefined} cardRef={card} />
      {/* The same composition, in view while one types on a phone. */}
      <CompactPreview lines={current?.lines ?? null} card={card} />
    </>
  );
}
