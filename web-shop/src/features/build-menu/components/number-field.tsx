import { TextField } from '@/shared/ui/text-field/text-field';
import { digitsOnly } from '../api/calorie-goal';

type NumberFieldProps = {
  label: string;
  /** As typed, so the shopper can empty the field on the way to another number. */
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
};

/**
 * A whole number in the plan's popups. Document 2 §5: digits only, on the phone's digit keypad.
 */
export function NumberField({ label, value, onChange, problem }: NumberFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      problem={problem}
    />
  );
}
