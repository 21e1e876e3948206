import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { LazySelectProps } from './lazy-select';

/** LazySelect once the select's code has loaded (lazy-select.tsx). */
export default function SelectParts({
  value,
  onValueChange,
  options,
  disabled,
  id,
  label,
  triggerClassName,
  triggerLang,
}: LazySelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} lang={triggerLang} className={triggerClassName}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
