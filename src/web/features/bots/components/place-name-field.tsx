import '@mantine/core/styles/Combobox.css';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import classes from './location-dialog.module.css';

/** At most this many names are listed; the list scrolls inside itself past its fifth. */
const LISTED_MAX = 50;

/** Lower case without accents: "mexico" finds "México", "cordoba" finds "Córdoba". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The names that contain what was typed, those that start with it first; nothing typed lists them all. */
export function matchingNames(names: readonly string[], typed: string): string[] {
  const unique = [...new Set(names)];
  const wanted = foldForSearch(typed);
  if (!wanted) return unique.slice(0, LISTED_MAX);
  const starting: string[] = [];
  const containing: string[] = [];
  for (const name of unique) {
    const folded = foldForSearch(name);
    if (folded.startsWith(wanted)) starting.push(name);
    else if (folded.includes(wanted)) containing.push(name);
  }
  // A name already written as listed needs no list ("Peru" still offers "Perú").
  if (starting.length === 1 && containing.length === 0 && starting[0] === typed.trim()) return [];
  return [...starting, ...containing].slice(0, LISTED_MAX);
}

export interface PlaceNameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The names to suggest (countries, or the chosen country's provinces or cities). */
  names: readonly string[];
  leftSection?: ReactNode;
  /** How each name shows in the list (a flag beside a country). */
  renderName?: (name: string) => ReactNode;
  maxLength?: number;
}

/**
 * A place name with suggestions, for the location dialog. The suggestions are a list in the dialog's flow,
 * right under the field and as wide as it, not a floating dropdown: on a phone a floating list was drawn
 * outside the full-screen dialog's scrolling box, over its buttons, or flipped above the field when the
 * keyboard took half the screen. The field itself never moves; what is below it makes room.
 */
export function PlaceNameField({
  label,
  value,
  onChange,
  names,
  leftSection,
  renderName,
  maxLength,
}: PlaceNameFieldProps) {
  const [wanted, setWanted] = useState(false);
  const shown = matchingNames(names, value);
  const opened = wanted && shown.length > 0;
  const combobox = useCombobox({
    opened,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  // Opened under a field low in the dialog, the list scrolls into view once (only if it is not already).
  const revealList = useCallback(
    (list: HTMLDivElement | null) => list?.scrollIntoView({ block: 'nearest' }),
    [],
  );

  return (
    <Combobox
      // No Combobox.Dropdown: the popover has no node of its own, so a tap on the list is not a click
      // outside it (the field keeps the focus meanwhile: options cancel their mousedown) and blur closes it.
      store={combobox}
      onOptionSubmit={(name) => {
        onChange(name);
        setWanted(false);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setWanted(true);
            combobox.resetSelectedOption();
          }}
          onFocus={() => setWanted(true)}
          onClick={() => setWanted(true)}
          onBlur={() => setWanted(false)}
          leftSection={leftSection}
          maxLength={maxLength}
          autoComplete="off"
        />
      </Combobox.Target>
      {opened && (
        <Combobox.Options className={classes.inlineList} aria-label={label} ref={revealList}>
          {shown.map((name) => (
            <Combobox.Option value={name} key={name}>
              {renderName ? renderName(name) : name}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      )}
    </Combobox>
  );
}
