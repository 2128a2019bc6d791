import type { Fields } from 'mrz-wasm';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FIELDS } from '../fields';
import { chip } from '../mrz-client';
import { ChipDetails, ChipValues, type Toast } from './ChipValues';

const fromFields = (json: string) => chip({ ...DEFAULT_FIELDS, ...(JSON.parse(json) as Partial<Fields>) });

/**
 * Beside the zone, for people who test chips (eMRTD): the MRZ information, BAC's keys, PACE's
 * K_pi for each cipher and DG1, derived in the page's worker from the zone the form makes, each
 * with a copy button. One line until opened: nothing is derived for someone who never opens it.
 */
export function ChipPanel({ form, toast }: { form: UseFormReturn<Fields>; toast: Toast }) {
  const { t } = useTranslation();
  return (
    <ChipDetails className="card chip-card" summary={<h2>{t('chip.heading')}</h2>}>
      <p className="chip-note">{t('chip.note')}</p>
      <FormChipValues form={form} toast={toast} />
    </ChipDetails>
  );
}

function FormChipValues({ form, toast }: { form: UseFormReturn<Fields>; toast: Toast }) {
  const values = useWatch({ control: form.control });
  return <ChipValues source={JSON.stringify(values)} derive={fromFields} toast={toast} />;
}
