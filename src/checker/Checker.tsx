import type { TFunction } from 'i18next';
import type { Decoded, FieldKey, Fields, Reading } from 'mrz-wasm';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decode } from '../mrz-client';
import { PictureInput, type PictureAsk, type PictureRequest } from '../picture/PictureInput';
import { usePictureDrop } from '../picture/use-drop';
import '../picture/picture.css';
import { CheckerChip } from '../chip/CheckerChip';
import type { Toast } from '../chip/ChipValues';
import { Candidates } from './Candidates';
import { CheckList } from './CheckList';
import { DecodedLines } from './DecodedLines';
import { FieldTable } from './FieldTable';
import { Findings } from './Findings';
import { readingError } from './reading-error';
import { RepairOffer } from './RepairOffer';
import { formatFound } from './words';
import './checker.css';

// The reader, its worker and its WebAssembly: loaded on the first picture, not at first paint.
const PictureReader = lazy(() => import('../picture/PictureReader'));

const PLACEHOLDER = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';

/**
 * Paste or type a zone of any format (two or three lines, or all on one line), or give a
 * picture of one (chosen, dropped, pasted, or from the camera): every field is read back with
 * its place, each check digit is right or wrong (with the digit it should be), the fields are
 * checked for what they say, and a likely OCR slip is offered as a repair.
 */
export function Checker({ onLoad, toast }: { onLoad: (fields: Fields) => void; toast: Toast }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [reading, setReading] = useState<Reading | null>(null);
  // Pointer and keyboard each choose a field; the pointer wins while it is over a row, and
  // leaving a row with the pointer gives the focused row back its light.
  const [hovered, setHovered] = useState<FieldKey | null>(null);
  const [focused, setFocused] = useState<FieldKey | null>(null);
  const [request, setRequest] = useState<PictureRequest | null>(null);
  const [live, setLive] = useState(false);
  const ask = (r: PictureAsk) => setRequest((last) => ({ ...r, id: (last?.id ?? 0) + 1 }));
  const drop = usePictureDrop((file) => ask({ kind: 'file', file }));

  useEffect(() => {
    if (!text.trim()) {
      setReading(null);
      return;
    }
    let live = true;
    // A row hovered in the last reading's table may have moved from under the pointer with
    // no mouseleave: the new table starts unhovered.
    const show = (r: Reading | null) => {
      if (!live) return;
      setReading(r);
      setHovered(null);
    };
    decode(text).then(show, () => show(null));
    return () => {
      live = false;
    };
  }, [text]);

  const decoded = reading && 'decoded' in reading ? reading.decoded : null;
  // One live region for the verdict (or why the text is no zone), so it is announced once.
  const status = reading === null ? '' : decoded ? verdict(t, decoded) : 'error' in reading ? readingError(t, reading.error) : '';
  const statusClass = decoded ? (decoded.valid ? 'checker-valid' : 'checker-invalid') : 'checker-error';

  return (
    <section
      ref={drop.area}
      className={drop.dragging ? 'card checker dragging' : 'card checker'}
      aria-labelledby={`${id}-title`}
      {...drop.handlers}
    >
      <h2 id={`${id}-title`}>{t('checker.title')}</h2>
      {/* Above the text box, which the lines read go into: the keyboard goes on from the box
          straight to the result. */}
      <PictureInput live={live} onFile={(file) => ask({ kind: 'file', file })} onCamera={() => ask({ kind: live ? 'stop' : 'camera' })} />
      {request && (
        <Suspense fallback={<p className="picture-status">{t('picture.status.loading')}</p>}>
          <PictureReader request={request} onLines={(lines) => setText(lines.join('\n'))} onLive={setLive} />
        </Suspense>
      )}
      <label htmlFor={`${id}-input`}>{t('checker.input')}</label>
      <textarea
        id={`${id}-input`}
        className="checker-input"
        // Grows to what was pasted: a TD1 card has three lines.
        rows={Math.max(2, text.split('\n').length)}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="characters"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={PLACEHOLDER}
      />
      {drop.dragging && (
        <p className="picture-drop" aria-hidden="true">
          {t('picture.drop')}
        </p>
      )}
      <p role="status" className={status ? statusClass : undefined}>
        {status}
      </p>
      {decoded && (
        <Result
          decoded={decoded}
          active={hovered ?? focused}
          onHover={setHovered}
          onFocus={setFocused}
          onLoad={onLoad}
          onRepair={(lines) => setText(lines.join('\n'))}
        />
      )}
      {decoded && <CheckerChip zone={decoded.lines.join('\n')} toast={toast} />}
    </section>
  );
}

/** The zone in one sentence: valid, how many digits are wrong, or right digits over bad fields. */
function verdict(t: TFunction, decoded: Decoded): string {
  const wrong = decoded.checks.filter((c) => !c.valid).length;
  if (wrong > 0) return t('checker.invalid', { count: wrong });
  const errors = decoded.findings.filter((f) => f.level === 'error').length;
  return errors > 0 ? t('checker.digitsRightButErrors', { count: errors }) : t('checker.valid');
}

interface ResultProps {
  decoded: Decoded;
  active: FieldKey | null;
  onHover: (f: FieldKey | null) => void;
  onFocus: (f: FieldKey | null) => void;
  onLoad: (fields: Fields) => void;
  onRepair: (lines: string[]) => void;
}

function Result({ decoded, active, onHover, onFocus, onLoad, onRepair }: ResultProps) {
  const { t } = useTranslation();
  return (
    <div className="checker-result">
      <p className="checker-format">{formatFound(t, decoded)}</p>
      {decoded.repair && <RepairOffer repair={decoded.repair} onApply={onRepair} />}
      {decoded.candidates && decoded.candidates.length > 0 && <Candidates changes={decoded.candidates} />}
      <DecodedLines decoded={decoded} active={active} />
      <FieldTable decoded={decoded} active={active} onHover={onHover} onFocus={onFocus} />
      <CheckList decoded={decoded} />
      <Findings decoded={decoded} />
      {/* The fields carry their format, so the form switches to it. */}
      <button type="button" onClick={() => onLoad(decoded.fields)}>
        {t('checker.load')}
      </button>
    </div>
  );
}
