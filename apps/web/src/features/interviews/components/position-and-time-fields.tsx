import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/features/interviews/i18n';
import { toLocalInputValue } from '../lib/format-when';
import { NativeSelect } from './native-select';

type PositionAndTimeFieldsProps = {
  /** Prefix of the inputs' ids, e.g. 'slot' → slot-position, slot-when. */
  idPrefix: string;
  positions: { id: number; title: string }[] | undefined;
  position: UseFormRegisterReturn;
  when: UseFormRegisterReturn;
  positionInvalid: boolean;
  whenInvalid: boolean;
};

/** The position (one of the company's jobs) and a date and time not in the past: both interview dialogs ask for these. */
export function PositionAndTimeFields({
  idPrefix,
  positions,
  position,
  when,
  positionInvalid,
  whenInvalid,
}: PositionAndTimeFieldsProps) {
  const { t } = useT();
  return (
    <>
      <FormField id={`${idPrefix}-position`} label={t('fields.position')}>
        <NativeSelect id={`${idPrefix}-position`} aria-invalid={positionInvalid} {...position}>
          <option value="">
            {positions && positions.length === 0
              ? t('fields.postJobFirst')
              : t('fields.selectPosition')}
          </option>
          {positions?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-when`} label={t('fields.dateAndTime')}>
        <Input
          id={`${idPrefix}-when`}
          type="datetime-local"
          min={toLocalInputValue(new Date())}
          aria-invalid={whenInvalid}
          {...when}
        />
      </FormField>
    </>
  );
}
