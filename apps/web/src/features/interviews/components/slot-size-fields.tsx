import type { UseFormRegisterReturn } from 'react-hook-form';
import { SLOT_DURATIONS, SLOT_MAX_CANDIDATES } from '@takeoff/shared/interviews';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/features/interviews/i18n';
import { NativeSelect } from './native-select';

type Props = {
  idPrefix: string;
  duration: UseFormRegisterReturn;
  maxCandidates: UseFormRegisterReturn;
  /** Seats already taken: fewer than that is not on offer. */
  seatsTaken?: number;
};

/** A slot's length and seats, as opening and editing a slot ask for them. */
export function SlotSizeFields({ idPrefix, duration, maxCandidates, seatsTaken = 0 }: Props) {
  const { t } = useT();
  return (
    <div className="grid grid-cols-2 items-end gap-3">
      <FormField id={`${idPrefix}-duration`} label={t('fields.duration')}>
        <NativeSelect id={`${idPrefix}-duration`} {...duration}>
          {SLOT_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {t('fields.minutesOption', { minutes: d })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-max`} label={t('fields.maxCandidates')}>
        <NativeSelect id={`${idPrefix}-max`} {...maxCandidates}>
          {SLOT_MAX_CANDIDATES.map((n) => (
            <option key={n} value={n} disabled={n < seatsTaken}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
