import type { Fields, Hint } from 'mrz-wasm';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_FIELDS } from '../fields';
import { render, type Rendered } from '../mrz-client';
import { saveSession } from '../state/startup';
import { PreviewPanel } from './PreviewPanel';

/**
 * The preview, kept in step with the form without re-rendering the page: every change is sent
 * to the worker from inside the input event (a form subscription, not a React render), and the
 * new picture is committed as soon as it arrives. Only this panel renders per keystroke; the
 * form hears of hints only when they change.
 */
export function LivePreview({ form, onHints }: { form: UseFormReturn<Fields>; onHints: (h: Hint[]) => void }) {
  const [result, setResult] = useState<Rendered | null>(null);
  const hints = useRef('[]');

  useEffect(() => {
    let live = true;
    const request = (values: Partial<Fields>) => {
      const fields = { ...DEFAULT_FIELDS, ...values };
      saveSession(fields);
      render(fields)
        .then((r) => {
          if (!r || !live) return;
          flushSync(() => setResult(r));
          const json = JSON.stringify(r.hints);
          if (json !== hints.current) {
            hints.current = json;
            onHints(r.hints);
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
  }, [form, onHints]);

  return <PreviewPanel result={result} />;
}
