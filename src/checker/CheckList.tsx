import type { Check, Decoded } from 'mrz-wasm';
import { useTranslation } from 'react-i18next';
import { checkName } from './words';

/**
 * Each check digit, right or wrong, with the digit it should be. A composite that is wrong only
 * because another digit it covers is wrong says so, and names that digit: fixing that one
 * fixes both, so the reader should not look for a second mistake.
 */
export function CheckList({ decoded }: { decoded: Decoded }) {
  const { t } = useTranslation();
  const name = (c: Check) => checkName(t, c.name, decoded.format);
  const causes = decoded.checks.filter((c) => !c.valid && !c.consequent);
  return (
    <ul className="checker-checks">
      {decoded.checks.map((c) => (
        <li key={c.name} className={c.valid ? 'ok' : c.consequent ? 'bad consequent' : 'bad'}>
          {name(c)}
          {t('checker.colon')}
          <span className="mono">{c.found}</span>{' '}
          {c.valid ? t('checker.right') : t('checker.shouldBe', { digit: c.expected })}
          {c.consequent &&
            causes.length > 0 &&
            ` ${t('checker.consequent', { count: causes.length, others: causes.map(name).join(t('checker.and')) })}`}
        </li>
      ))}
    </ul>
  );
}
