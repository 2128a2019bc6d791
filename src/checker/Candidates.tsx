import type { Change } from 'mrz-wasm';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeText } from './words';

/**
 * Several single changes of a usually confused character would each make every check digit
 * right: the core offers none of them, since only the document can say which is meant. They are
 * listed (and marked in the lines) so that a person knows where to look.
 */
export function Candidates({ changes }: { changes: Change[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="checker-repair checker-candidates">
      <p id={id}>{t('checker.candidates.intro')}</p>
      <ul aria-labelledby={id}>
        {changes.map((c) => (
          <li key={`${c.line}:${c.column}:${c.to}`}>{changeText(t, c)}</li>
        ))}
      </ul>
      <p>{t('checker.candidates.marked')}</p>
    </div>
  );
}
