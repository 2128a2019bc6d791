import { useTranslation } from 'react-i18next';
import { chipOfText } from '../mrz-client';
import { ChipDetails, ChipValues, type Toast } from './ChipValues';

/** The checked zone's chip values, wrong check digits and all (chip testers test broken
 * documents too): one line under the checker's result until opened. */
export function CheckerChip({ zone, toast }: { zone: string; toast: Toast }) {
  const { t } = useTranslation();
  return (
    <ChipDetails className="chip-card checker-chip" summary={<h3>{t('chip.checkerHeading')}</h3>}>
      <ChipValues source={zone} derive={chipOfText} toast={toast} />
    </ChipDetails>
  );
}
