import type { FieldKey, Fields, Hint } from 'mrz-wasm';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_KEYS, shownFields } from '../formats';
import { FORM_ID } from '../preview/compact-visibility';
import { Field } from './Field';
import { FormSettings } from './FormSettings';

/**
 * The fields some format lacks that hold a value (from a link, say). Re-renders the form only
 * when that set changes, not on every key typed into them.
 */
function useFilledOptional(form: UseFormReturn<Fields>): readonly FieldKey[] {
  const filledIn = (values: Partial<Fields>) => OPTIONAL_KEYS.filter((k) => (values[k] ?? '') !== '');
  const [filled, setFilled] = useState(() => filledIn(form.getValues()));
  useEffect(() => {
    const subscription = form.watch((values) => {
      const now = filledIn(values);
      setFilled((before) => (before.join() === now.join() ? before : now));
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return filled;
}

/** The format and letters settings, then the format's fields, each with its label, note and hints. */
export function PassportForm({ form, hints }: { form: UseFormReturn<Fields>; hints: Hint[] }) {
  const { t } = useTranslation();
  const [format, letters] = useWatch({ control: form.control, name: ['format', 'letters'] });
  const filled = useFilledOptional(form);
  const apply = (name: FieldKey, suggestion: string) => {
    form.setValue(name, suggestion, { shouldDirty: true, shouldTouch: true });
    // The button goes with its hint: the field keeps the keyboard where the person was.
    form.setFocus(name);
  };
  return (
    <section className="card" aria-labelledby="form-title">
      {/* The passport keeps the specification's title; the other formats have their own. */}
      <h2 id="form-title">{t([`formats.${format}.title`, 'form.title'])}</h2>
      <form id={FORM_ID} onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <FormSettings form={form} />
        <div className="field-grid">
          {shownFields(format, (k) => filled.includes(k)).map((key) => (
            <Field
              key={key}
              name={key}
              format={format}
              register={form.register}
              hints={hints.filter((h) => h.field === key)}
              onApply={letters === 'icao' ? undefined : apply}
            />
          ))}
        </div>
      </form>
    </section>
  );
}
