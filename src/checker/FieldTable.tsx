import type { Decoded, FieldKey, Span } from 'mrz-wasm';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refInto } from '../ref-map';
import { fieldName, places } from './words';

interface Row {
  field: FieldKey;
  spans: Span[];
}

/** One row per field, with every place it occupies, in the order the zone is read. */
function rows(decoded: Decoded): Row[] {
  const byField = new Map<FieldKey, Span[]>();
  for (const s of decoded.spans) byField.set(s.field, [...(byField.get(s.field) ?? []), s]);
  const first = (r: Row) => r.spans[0]!.line * 1000 + r.spans[0]!.start;
  return [...byField].map(([field, spans]) => ({ field, spans })).sort((a, b) => first(a) - first(b));
}

/** The row a key moves to from row `at` of `count`, or null for a key the table leaves alone. */
function target(key: string, at: number, count: number): number | null {
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: count - 1 }[key];
  return to === undefined ? null : Math.min(count - 1, Math.max(0, to));
}

/** A field's characters in the page's OCR-B; an empty field a dash in the page's own face. */
function Value({ text }: { text: string }) {
  if (text === '') return <td role="cell">—</td>;
  return (
    <td role="cell" className="mono field-value" style={{ '--chars': text.length } as CSSProperties}>
      {text}
    </td>
  );
}

interface Props {
  decoded: Decoded;
  active: FieldKey | null;
  /** The row under the pointer, and the row with the keyboard focus (null when none). */
  onHover: (f: FieldKey | null) => void;
  onFocus: (f: FieldKey | null) => void;
}

/**
 * Every field read back, with its line and columns. Pointing at a row or moving the keyboard
 * focus to it lights up the field's characters in the lines above.
 *
 * The table is one tab stop (a roving tabindex): a row per stop made a dozen presses stand
 * between the box and *Load into the form*. The arrow keys move between the rows, and Tab
 * comes back to the row last chosen.
 *
 * In a narrow box (a phone) each row is a short list: the name, the value, where it sits. A value
 * is a zone's characters and is never broken: it shrinks to fit its line (`--chars`). The roles are
 * written out because that layout is not a CSS table, and a browser may not call it one.
 */
export function FieldTable({ decoded, active, onHover, onFocus }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const list = rows(decoded);
  const [chosen, setChosen] = useState<FieldKey | null>(null);
  // A new zone may lack the row last chosen: the first row is then the table's stop.
  const stop = list.some((r) => r.field === chosen) ? chosen : (list[0]?.field ?? null);
  const elements = useRef(new Map<FieldKey, HTMLTableRowElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, at: number) => {
    const to = target(e.key, at, list.length);
    if (to === null) return;
    // The page would scroll with the arrows otherwise.
    e.preventDefault();
    elements.current.get(list[to]!.field)?.focus();
  };

  return (
    <div className="checker-fields-wrap">
      <table className="checker-fields" role="table" aria-describedby={`${id}-keys`}>
        <caption className="visually-hidden">{t('checker.fields')}</caption>
        <tbody role="rowgroup">
          {list.map(({ field, spans }, at) => (
            <tr
              key={field}
              role="row"
              ref={refInto(elements.current, field)}
              className={active === field ? 'active' : undefined}
              onMouseEnter={() => onHover(field)}
              onMouseLeave={() => onHover(null)}
              onFocus={() => {
                setChosen(field);
                onFocus(field);
              }}
              onBlur={() => onFocus(null)}
              onKeyDown={(e) => onKeyDown(e, at)}
              tabIndex={field === stop ? 0 : -1}
            >
              <th scope="row" role="rowheader">
                {fieldName(t, field, decoded.format)}
              </th>
              <Value text={decoded.fields[field] ?? ''} />
              <td role="cell">{places(t, spans)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Shown while the table has the keyboard, and read with the table by screen readers. */}
      <p id={`${id}-keys`} className="checker-keys note">
        {t('checker.fieldsKeys')}
      </p>
    </div>
  );
}
