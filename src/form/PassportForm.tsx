import type { FieldKey, Fields, Hint } from 'mrz-wasm';
import type { UseFormRegister, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_KEYS } from '../fields';
import { hintText } from './hint-text';

/** The ten fields in the specification's order, each with its label, note and hints. */
export function PassportForm({ form, hints }: { form: UseFormReturn<Fields>; hints: Hint[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="form-title">
      <h2 id="form-title">{t('form.title')}</h2>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <div className="field-grid">
          {FIELD_KEYS.map((key) => (
            <Field key={key} name={key} register={form.register} hints={hints.filter((h) => h.field === key)} />
          ))}
        </div>
      </form>
    </section>
  );
}

interface FieldProps {
  name: FieldKey;
  register: UseFormRegister<Fields>;
  hints: Hint[];
}

function Field({ name, register, hints }: FieldProps) {
  const { t } = useTranslation();
  const id = `field-${name}`;
  const described = hints.length > 0 ? `${id}-note ${id}-hints` : `${id}-note`;
  return (
    <div className="field">
      <label htmlFor={id}>{t(`fields.${name}.label`)}</label>
      <input
        id={id}
        {...register(name)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={described}
        aria-invalid={hints.length > 0 || undefined}
      />
      <p id={`${id}-note`} className="note">
        {t(`fields.${name}.note`)}
      </p>
      {hints.length > 0 && (
        <ul id={`${id}-hints`} className="hints">
          {hints.map((hint, i) => (
            <li key={i}>{hintText(t, hint)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
