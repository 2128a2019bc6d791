import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../mrz-client';

/** The download's output, as the select names it. */
export const OUTPUTS: Record<string, Output> = {
  screen: { kind: 'screen' },
  print300: { kind: 'print', dpi: 300 },
  print600: { kind: 'print', dpi: 600 },
};

export interface ActionHandlers {
  copyMrz: () => void;
  download: () => void;
  downloadSvg: () => void;
  share: () => void;
  random: () => void;
  reset: () => void;
}

interface ActionsProps extends ActionHandlers {
  output: string;
  onOutput: (key: string) => void;
}

/** The actions, and what the downloads are for; each action reports back through a toast. */
export function Actions(props: ActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="actions" role="group" aria-label={t('actions.label')}>
      <button type="button" className="primary" onClick={props.copyMrz}>
        {t('actions.copyMrz')}
      </button>
      <button type="button" onClick={props.download}>
        {t('actions.download')}
      </button>
      <button type="button" onClick={props.downloadSvg}>
        {t('actions.downloadSvg')}
      </button>
      <span className="output-choice">
        <label htmlFor={id}>{t('actions.output')}</label>
        <select id={id} value={props.output} onChange={(e) => props.onOutput(e.target.value)}>
          {Object.keys(OUTPUTS).map((key) => (
            <option key={key} value={key}>
              {t(`actions.outputs.${key}`)}
            </option>
          ))}
        </select>
      </span>
      <button type="button" onClick={props.share}>
        {t('actions.share')}
      </button>
      <button type="button" onClick={props.random}>
        {t('actions.random')}
      </button>
      <button type="button" className="quiet" onClick={props.reset}>
        {t('actions.reset')}
      </button>
    </div>
  );
}
