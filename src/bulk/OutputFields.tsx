import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveOutput, IMAGE_TYPES, LAYOUTS, PALETTES, PRESETS, takesImageType, type SetOutput } from './layouts';

type Key = Exclude<keyof SetOutput, 'chip'>;

const CHOICES: { [K in Key]: readonly SetOutput[K][] } = { preset: PRESETS, palette: PALETTES, layout: LAYOUTS, image: IMAGE_TYPES };

/** What the set's files are: the pictures (preset), their colours (palette), the layout, the image
 * type, and whether labels carry the chip's keys; each choice with a note on what it gives. */
export function OutputFields({ output, busy, onChange }: { output: SetOutput; busy: boolean; onChange: (o: SetOutput) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // tesstrain's line images are grey PNGs: the image type and palette do not apply, and say so.
  const typed = takesImageType(output.layout);

  const choice = <K extends Key>(key: K) => {
    const fixed = (key === 'image' || key === 'palette') && !typed;
    const value = (fixed ? effectiveOutput(output) : output)[key];
    return (
      <div className="field" key={key}>
        <label htmlFor={`${id}-${key}`}>{t(`bulk.${key}.label`)}</label>
        <select
          id={`${id}-${key}`}
          value={value}
          disabled={busy || fixed}
          aria-describedby={`${id}-${key}-note`}
          onChange={(e) => {
            const picked = CHOICES[key].find((c) => c === e.target.value);
            if (picked !== undefined) onChange({ ...output, [key]: picked });
          }}
        >
          {CHOICES[key].map((c) => (
            <option key={c} value={c}>
              {t(`bulk.${key}.${c}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-${key}-note`} className="note">
          {fixed ? t(`bulk.${key}.tesstrainFixed`) : t(`bulk.${key}.notes.${value}`)}
        </p>
      </div>
    );
  };

  return (
    <fieldset className="bulk-group">
      <legend>{t('bulk.files')}</legend>
      <div className="field-grid">{(['preset', 'palette', 'layout', 'image'] as const).map(choice)}</div>
      <div className="field bulk-check">
        <label>
          <input
            type="checkbox"
            checked={typed && output.chip}
            disabled={busy || !typed}
            aria-describedby={`${id}-chip-note`}
            onChange={(e) => onChange({ ...output, chip: e.target.checked })}
          />{' '}
          {t('bulk.chip.label')}
        </label>
        <p id={`${id}-chip-note`} className="note">
          {typed ? t('bulk.chip.note') : t('bulk.chip.tesstrainFixed')}
        </p>
      </div>
    </fieldset>
  );
}
