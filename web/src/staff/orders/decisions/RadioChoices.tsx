import { Fieldset } from '../../../components/form/Fieldset.tsx';
import formStyles from '../../../components/form/form.module.css';

interface RadioChoicesProps<V extends string> {
  legend: string;
  name: string;
  options: readonly V[];
  value: V | undefined;
  label: (option: V) => string;
  onChange: (option: V) => void;
  required?: boolean;
  errorText?: string | undefined;
}

/** One choice of a few, as radio buttons under a legend (a dialog's ready time, a refusal's reason). */
export function RadioChoices<V extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
  required,
  errorText,
}: RadioChoicesProps<V>) {
  return (
    <Fieldset legend={legend} required={required} errorText={errorText}>
      <div className={formStyles.choices}>
        {options.map((option) => (
          <label key={option} className={formStyles.choice}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
