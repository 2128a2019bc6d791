import type { Decoded, FieldKey, Span } from 'mrz-wasm';
import { useTranslation } from 'react-i18next';
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
 */
export function FieldTable({ decoded, active, onHover, onFocus }: Props) {
  const { t } = useTranslation();
  return (
    <table className="checker-fields">
      <caption className="visually-hidden">{t('checker.fields')}</caption>
      <tbody>
        {rows(decoded).map(({ field, spans }) => (
          <tr
            key={field}
            className={active === field ? 'active' : undefined}
            onMouseEnter={() => onHover(field)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onFocus(field)}
            onBlur={() => onFocus(null)}
            tabIndex={0}
          >
            <th scope="row">{fieldName(t, field, decoded.format)}</th>
            <td className="mono">{decoded.fields[field] || '—'}</td>
            <td>{places(t, spans)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
