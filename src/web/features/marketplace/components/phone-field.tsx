// NativeSelect's chevron is styled by Combobox.css.
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, TextInput, type TextInputProps } from '@mantine/core';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { PHONE_COUNTRIES, type PhoneCountry } from '../../../../shared/contact';

const COUNTRY_OPTIONS = PHONE_COUNTRIES.map((country) => ({
  value: country.key,
  // The ISO code, not the flag: Windows draws flag emoji as two letters anyway, and codes read alike everywhere.
  label: `${country.key} +${getCountryCallingCode(country.key)}`,
}));

interface PhoneFieldProps {
  label: string;
  countryLabel: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  /** Mantine's input props for the number (value, onChange, error…). */
  inputProps: TextInputProps;
}

/**
 * A phone as people type it: the country's calling code beside the number, so "11 2345 6789" is read as
 * Argentine; a number typed with "+" wins over the country.
 */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <NativeSelect
        label={<span aria-hidden>&nbsp;</span>}
        aria-label={props.countryLabel}
        w={104}
        style={{ flex: 'none' }}
        data={COUNTRY_OPTIONS}
        value={props.country}
        onChange={(event) => props.onCountryChange(event.currentTarget.value as PhoneCountry)}
      />
      <TextInput
        label={props.label}
        placeholder={props.placeholder}
        description={props.description}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        withAsterisk={props.required}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={40}
        style={{ flex: 1, minWidth: 0 }}
        {...props.inputProps}
      />
    </Group>
  );
}
