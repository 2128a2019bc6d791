import type { Decoded, Level } from 'mrz-wasm';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { findingText } from './finding-text';
import { fieldName, longDate } from './words';

const LEVELS: readonly Level[] = ['error', 'warning', 'note'];

/**
 * The two dates with their full years, and how each century was chosen: the zone holds only
 * two digits of a year, so the reader must know the rule to trust the year shown.
 */
function Dates({ decoded }: { decoded: Decoded }) {
  const { t, i18n } = useTranslation();
  const dates = [
    { field: 'dateOfBirth', iso: decoded.birth, rule: 'birth' },
    { field: 'dateOfExpiry', iso: decoded.expiry, rule: 'expiry' },
  ] as const;
  const shown = dates.filter((d) => d.iso !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="checker-dates">
      {shown.map(({ field, iso, rule }) => (
        <div key={field}>
          <dt>{fieldName(t, field, decoded.format)}</dt>
          <dd>
            <time dateTime={iso}>{longDate(i18n.language, iso!)}</time> ({iso}){' '}
            <span className="checker-rule">{t(`checker.rule.${rule}`, { yy: iso!.slice(2, 4) })}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the fields say beyond their check digits, errors first, then warnings, then notes. */
export function Findings({ decoded }: { decoded: Decoded }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const groups = LEVELS.map((level) => ({ level, items: decoded.findings.filter((f) => f.level === level) })).filter(
    (g) => g.items.length > 0,
  );
  return (
    <>
      <Dates decoded={decoded} />
      {groups.map(({ level, items }) => (
        <div key={level} className={`checker-findings level-${level}`}>
          <h3 id={`${id}-${level}`}>{t(`checker.level.${level}`, { count: items.length })}</h3>
          <ul aria-labelledby={`${id}-${level}`}>
            {items.map((f, i) => (
              <li key={i}>{findingText(t, i18n.language, decoded.format, f)}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
