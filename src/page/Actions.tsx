import { useTranslation } from 'react-i18next';

export interface ActionHandlers {
  copyMrz: () => void;
  download: () => void;
  share: () => void;
  random: () => void;
  reset: () => void;
}

/** The five actions; each reports back through a toast. */
export function Actions(props: ActionHandlers) {
  const { t } = useTranslation();
  return (
    <div className="actions" role="group" aria-label={t('actions.label')}>
      <button type="button" className="primary" onClick={props.copyMrz}>
        {t('actions.copyMrz')}
      </button>
      <button type="button" onClick={props.download}>
        {t('actions.download')}
      </button>
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
