import type { Fields, Format, Letters } from 'mrz-wasm';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatName, formatShape } from '../format-words';
import { ICAO_FORMATS, NATIONAL_FORMATS, switchFormat } from '../formats';
import { storeLetters } from '../state/startup';
import './form-settings.css';

const LETTERS: readonly Letters[] = ['drop', 'icao'];
const CHANGED = { shouldDirty: true, shouldTouch: true } as const;

/**
 * The record's two settings, above its fields: the zone's format and how letters outside A-Z
 * reach it. Native radio groups: one Tab stop each, arrow keys to choose (the national formats
 * sit in a group of their own inside the one choice, so the arrows still go through all eight).
 */
export function FormSettings({ form }: { form: UseFormReturn<Fields> }) {
  const { t } = useTranslation();
  const [format, letters] = useWatch({ control: form.control, name: ['format', 'letters'] });

  const chooseFormat = (next: Format) => {
    const changes = switchFormat(form.getValues(), next);
    // The code first: the format's change then carries both to the preview in one record.
    if (changes.type !== undefined) form.setValue('type', changes.type, CHANGED);
    form.setValue('format', next, CHANGED);
  };
  const chooseLetters = (next: Letters) => {
    form.setValue('letters', next, CHANGED);
    // Remembered only when a person chooses, so that a link's mode never becomes the default.
    storeLetters(next);
  };
  const option = (f: Format) => (
    <label key={f} className="choice-option">
      <input type="radio" name="format" value={f} checked={format === f} onChange={() => chooseFormat(f)} />
      <span>{formatName(t, f)}</span>
      <span className="shape">{formatShape(t, f)}</span>
    </label>
  );

  return (
    <div className="form-settings">
      <fieldset className="choice">
        <legend>{t('form.format')}</legend>
        {ICAO_FORMATS.map(option)}
        <fieldset className="choice-group">
          <legend>{t('form.nationalFormats')}</legend>
          {NATIONAL_FORMATS.map(option)}
        </fieldset>
      </fieldset>
      <fieldset className="choice">
        <legend>{t('form.letters.legend')}</legend>
        {LETTERS.map((l) => (
          <label key={l} className="choice-option">
            <input type="radio" name="letters" value={l} checked={(letters ?? 'drop') === l} onChange={() => chooseLetters(l)} />
            <span>{t(`form.letters.${l}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
