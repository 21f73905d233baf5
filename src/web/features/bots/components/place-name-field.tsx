import '@mantine/core/styles/Combobox.css';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { foldAccents } from '../../../../shared/fold';
import classes from './location-dialog.module.css';

/** At most this many names are listed; the list scrolls inside itself past its fifth. */
const LISTED_MAX = 50;

/**
 * The names that contain what was typed (accents aside: "mexico" finds "México"), those that start with it
 * first; with nothing typed, all of them.
 */
export function matchingNames(names: readonly string[], typed: string): string[] {
  const unique = [...new Set(names)];
  const wanted = foldAccents(typed);
  if (!wanted) return unique.slice(0, LISTED_MAX);
  const starting: string[] = [];
  const containing: string[] = [];
  for (const name of unique) {
    const folded = foldAccents(name);
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
  /** When the list opens: the dialog then keeps room for it at its end (see location-dialog.module.css). */
  onListOpen?: () => void;
  leftSection?: ReactNode;
  /** How each name shows in the list (a flag beside a country). */
  renderName?: (name: string) => ReactNode;
  maxLength?: number;
}

/**
 * A place name with suggestions, for the location dialog. The suggestions are a list in the dialog's flow,
 * right under the field and as wide as it, not a floating dropdown: on a phone a dropdown was drawn outside
 * the full-screen dialog's scrolling box or over its buttons, and near the dialog's bottom (on a phone when
 * the keyboard took half the screen, on a computer for the three fields side by side) it flipped above the
 * field, over the address. The field never moves: what is below it makes room.
 */
export function PlaceNameField({
  label,
  value,
  onChange,
  names,
  onListOpen,
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

  const onListOpenRef = useRef(onListOpen);
  useEffect(() => {
    onListOpenRef.current = onListOpen;
  });
  // Once, when the list opens: the dialog makes room for lists at its end (so that fewer names, or none,
  // never leave it scrolled past its end), and a list opened under a field low in the dialog scrolls into
  // view (only if it is not in view already).
  const revealList = useCallback((list: HTMLDivElement | null) => {
    if (!list) return;
    onListOpenRef.current?.();
    list.scrollIntoView({ block: 'nearest' });
  }, []);

  // One box for the field and its list: in a grid they are one cell, the list under its own field.
  return (
    <div>
      <Combobox
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
        {/* No Combobox.Dropdown: the popover has no node of its own, so a tap on the list is not a click
            outside it (the field keeps the focus meanwhile: options cancel their mousedown); blur closes it. */}
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
    </div>
  );
}
