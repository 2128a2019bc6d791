import type { FieldKey, Fields, Format, Hint } from 'mrz-wasm';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hintText } from './hint-text';
import { inputKind, keyboardProps } from './input-kind';

interface FieldProps {
  name: FieldKey;
  format: Format;
  register: UseFormRegister<Fields>;
  hints: Hint[];
  /** Put an ICAO spelling into the field; absent when letters are written the ICAO way already. */
  onApply?: (name: FieldKey, suggestion: string) => void;
}

/**
 * One field with its label and note, in the format's own words where it has them (TD3 has
 * none: its words are the specification's, under `fields.*`), and the core's hints beneath.
 */
export function Field({ name, format, register, hints, onApply }: FieldProps) {
  const { t } = useTranslation();
  const id = `field-${name}`;
  const words = (part: 'label' | 'note') => t([`formats.${format}.fields.${name}.${part}`, `fields.${name}.${part}`]);
  // Each hint's sentence describes the input; its Apply button is not part of the description.
  const described = [`${id}-note`, ...hints.map((_, i) => `${id}-hint-${i}`)].join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{words('label')}</label>
      <input
        id={id}
        {...register(name)}
        autoComplete="off"
        {...keyboardProps(inputKind(name))}
        aria-describedby={described}
        aria-invalid={hints.length > 0 || undefined}
      />
      <p id={`${id}-note`} className="note">
        {words('note')}
      </p>
      {hints.length > 0 && (
        <ul id={`${id}-hints`} className="hints">
          {hints.map((hint, i) => (
            <li key={i}>
              <span id={`${id}-hint-${i}`}>{hintText(t, hint)}</span>
              {hint.code === 'dropped' && hint.suggestion !== undefined && onApply && (
                <button type="button" className="apply" onClick={() => onApply(name, hint.suggestion ?? '')}>
                  {t('hints.apply', { suggestion: hint.suggestion })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
