import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isOutputKey, OUTPUTS, type OutputKey } from '../state/output-choice';
import './actions.css';

export interface ActionHandlers {
  copyMrz: () => void;
  download: () => void;
  downloadSvg: () => void;
  share: () => void;
  random: () => void;
  reset: () => void;
}

interface ActionsProps extends ActionHandlers {
  output: OutputKey;
  onOutput: (key: OutputKey) => void;
}

/**
 * The actions, and what the downloads are for; each action reports back through a toast. The
 * buttons are one block and the output choice another, so that each lays out whole (actions.css):
 * two even columns and a row of its own on a phone, one row on a wide screen.
 */
export function Actions(props: ActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="actions page-actions" role="group" aria-label={t('actions.label')}>
      <div className="action-buttons">
        <button type="button" className="primary" onClick={props.copyMrz}>
          {t('actions.copyMrz')}
        </button>
        <button type="button" onClick={props.share}>
          {t('actions.share')}
        </button>
        <button type="button" onClick={props.download}>
          {t('actions.download')}
        </button>
        <button type="button" onClick={props.downloadSvg}>
          {t('actions.downloadSvg')}
        </button>
        <button type="button" onClick={props.random}>
          {t('actions.random')}
        </button>
        <button type="button" className="quiet" onClick={props.reset}>
          {t('actions.reset')}
        </button>
      </div>
      <div className="output-choice">
        <label htmlFor={id}>{t('actions.output')}</label>
        {/* The preview is always drawn for the screen: the note says the choice is not about it. */}
        <select
          id={id}
          value={props.output}
          aria-describedby={`${id}-note`}
          onChange={(e) => {
            if (isOutputKey(e.target.value)) props.onOutput(e.target.value);
          }}
        >
          {Object.keys(OUTPUTS).map((key) => (
            <option key={key} value={key}>
              {t(`actions.outputs.${key}`)}
            </option>
          ))}
        </select>
        <small id={`${id}-note`} className="output-note">
          {t('actions.outputNote')}
        </small>
      </div>
    </div>
  );
}
