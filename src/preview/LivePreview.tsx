import type { Composition, Fields, Hint } from 'mrz-wasm';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_FIELDS } from '../fields';
import { saveSession } from '../state/startup';
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
  const hints = useRef('[]');

  useEffect(() => {
    let live = true;
    const request = (values: Partial<Fields>) => {
      const fields = { ...DEFAULT_FIELDS, ...values };
      saveSession(fields);
      showFields(painter, fields)
        .then((c) => {
          if (!c || !live) return;
          flushSync(() => setShown(c));
          const json = JSON.stringify(c.hints);
          if (json !== hints.current) {
            hints.current = json;
            onHints(c.hints);
          }
        })
        .catch(() => undefined);
    };
    const subscription = form.watch((values) => request(values as Partial<Fields>));
    request(form.getValues());
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [form, onHints, painter]);

  return <PreviewPanel shown={shown} />;
}
