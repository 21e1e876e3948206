import type { UseFormRegisterReturn } from 'react-hook-form';
import { SLOT_DURATIONS, SLOT_MAX_CANDIDATES } from '@takeoff/shared/interviews';
import { FormField } from '@/components/ui/form-field';
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
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField id={`${idPrefix}-duration`} label="Duration">
        <NativeSelect id={`${idPrefix}-duration`} {...duration}>
          {SLOT_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {d} minutes
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-max`} label="Max candidates">
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
