import type { Decoded, FieldKey, Fields, Reading } from 'mrz-wasm';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decode } from '../mrz-client';
import { DecodedLines } from './DecodedLines';
import { readingError } from './reading-error';

/**
 * Paste or type two MRZ lines: every field is read back, each check digit is shown as right or
 * wrong (with the digit it should be), and the characters of a field light up in the lines.
 */
export function Checker({ onLoad }: { onLoad: (fields: Fields) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [reading, setReading] = useState<Reading | null>(null);
  const [active, setActive] = useState<FieldKey | null>(null);

  useEffect(() => {
    if (!text.trim()) {
      setReading(null);
      return;
    }
    let live = true;
    decode(text).then(
      (r) => live && setReading(r),
      () => live && setReading(null),
    );
    return () => {
      live = false;
    };
  }, [text]);

  return (
    <section className="card checker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checker.title')}</h2>
      <label htmlFor={`${id}-input`}>{t('checker.input')}</label>
      <textarea
        id={`${id}-input`}
        className="checker-input"
        rows={2}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10'}
      />
      {reading && 'error' in reading && <p className="checker-error" role="status">{readingError(t, reading.error)}</p>}
      {reading && 'decoded' in reading && (
        <Result decoded={reading.decoded} active={active} onActive={setActive} onLoad={onLoad} />
      )}
    </section>
  );
}

interface ResultProps {
  decoded: Decoded;
  active: FieldKey | null;
  onActive: (f: FieldKey | null) => void;
  onLoad: (fields: Fields) => void;
}

function Result({ decoded, active, onActive, onLoad }: ResultProps) {
  const { t } = useTranslation();
  const wrong = decoded.checks.filter((c) => !c.valid).length;
  return (
    <div className="checker-result">
      <p role="status" className={decoded.valid ? 'checker-valid' : 'checker-invalid'}>
        {decoded.valid ? t('checker.valid') : t('checker.invalid', { count: wrong })}
      </p>
      <DecodedLines decoded={decoded} active={active} />
      <table className="checker-fields">
        <caption className="visually-hidden">{t('checker.fields')}</caption>
        <tbody>
          {decoded.spans.map((span) => (
            <tr
              key={span.field}
              className={active === span.field ? 'active' : undefined}
              onMouseEnter={() => onActive(span.field)}
              onMouseLeave={() => onActive(null)}
              onFocus={() => onActive(span.field)}
              onBlur={() => onActive(null)}
              tabIndex={0}
            >
              <th scope="row">{t(`fields.${span.field}.label`)}</th>
              <td className="mono">{decoded.fields[span.field] || '—'}</td>
              <td>{t('checker.place', { line: span.line + 1, from: span.start + 1, to: span.end })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="checker-checks">
        {decoded.checks.map((c) => (
          <li key={c.name} className={c.valid ? 'ok' : 'bad'}>
            {t(`checker.check.${c.name}`)}: <span className="mono">{c.found}</span>{' '}
            {c.valid ? t('checker.right') : t('checker.shouldBe', { digit: c.expected })}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onLoad(decoded.fields)}>
        {t('checker.load')}
      </button>
    </div>
  );
}
