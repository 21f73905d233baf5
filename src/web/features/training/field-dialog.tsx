import '../../components/overlay-styles';
import '../../components/form-styles';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { COLLECT_MOMENTS, DATA_FIELD_TYPES } from '../../../shared/constants';
import { fieldNameFromLabel } from '../../../shared/data-fields';
import { msg } from '../../../shared/messages.es';
import {
  FieldsBodySchema,
  TrainingLimits,
  type DataField,
  type DataFieldInput,
  type Intent,
} from '../../../shared/schemas/training';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  fieldFormValuesOf,
  fieldInputOf,
  fieldTypeLabel,
  itemErrors,
  listItemSchema,
  withItem,
  type FieldFormValues,
} from './training-items';
import { FormDialog } from '../../components/form-dialog';

const t = msg.training;
const TYPE_OPTIONS = DATA_FIELD_TYPES.map((type) => ({ value: type, label: fieldTypeLabel(type) }));
const MOMENT_OPTIONS = COLLECT_MOMENTS.map((moment) => ({ value: moment, label: t.collectAt[moment] }));

export interface FieldDialogProps {
  fields: readonly DataField[];
  intents: readonly Intent[];
  /** The edited field's position in the stored list; null adds a new one. */
  index: number | null;
  /** Saves the whole list with this field in place; an ApiError keeps the dialog open with its message. */
  onSave: (fields: DataFieldInput[]) => Promise<void>;
  onClose: () => void;
}

/** "Agregar" / "Editar" Campo de Datos (spec section 2); Enter saves. */
export function FieldDialog({ fields, intents, index, onSave, onClose }: FieldDialogProps) {
  const original = index === null ? undefined : fields[index];
  const schema = useMemo(
    () =>
      listItemSchema<FieldFormValues, DataFieldInput>(
        FieldsBodySchema,
        'fields',
        fields,
        index,
        fieldInputOf,
      ),
    [fields, index],
  );
  const { form, serverError, handleSubmit } = useSchemaForm<FieldFormValues>(
    schema,
    fieldFormValuesOf(original, fields.length),
  );
  const values = form.values;
  // The technical options (internal name, pattern, example, order) wait behind "Avanzado" (issue 38); a
  // new field's internal name follows its label until the owner writes one.
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const nameTouched = useRef(!!original);
  const advancedError = ['name', 'validation', 'placeholder', 'order'].some((path) => form.errors[path]);
  // An error there opens it, and it stays open while the owner fixes it (state adjusted while rendering,
  // as React recommends over an effect).
  if (advancedError && !advancedOpen) setAdvancedOpen(true);
  const showAdvanced = advancedOpen || advancedError;
  const otherNames = fields.filter((_, position) => position !== index).map((field) => field.name);
  const intentOptions = intents.map((intent) => ({ value: intent.intention, label: intent.name }));

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(withItem<DataFieldInput>(fields, index, fieldInputOf(input)));
    } catch (error) {
      // The API names the list's paths (fields.2.validation): the ones of this field go on its inputs.
      const fieldErrors =
        error instanceof ApiError ? itemErrors(error.fields, 'fields', index ?? fields.length) : undefined;
      if (!fieldErrors) throw error;
      form.setErrors(fieldErrors);
    }
  });

  return (
    <FormDialog title={original ? t.editField : t.addField} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.fieldLabel}
            withAsterisk
            data-autofocus
            maxLength={TrainingLimits.labelMax}
            {...form.getInputProps('label')}
            onChange={(event) => {
              const label = event.currentTarget.value;
              form.setFieldValue('label', label);
              if (!nameTouched.current) form.setFieldValue('name', fieldNameFromLabel(label, otherNames));
            }}
          />

          <Select
            label={t.fieldType}
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('type')}
            onChange={(value) => {
              const type = DATA_FIELD_TYPES.find((item) => item === value);
              if (type) form.setFieldValue('type', type);
            }}
          />

          {values.type === 'select' && (
            <TagsInput
              label={t.options}
              withAsterisk
              placeholder={values.options.length === 0 ? msg.botForm.tagsPlaceholder : undefined}
              maxTags={TrainingLimits.optionsMax}
              maxLength={TrainingLimits.optionMax}
              {...form.getInputProps('options')}
            />
          )}

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t.collectMoment}
              data={MOMENT_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('collectAt')}
              onChange={(value) => {
                const moment = COLLECT_MOMENTS.find((item) => item === value);
                if (moment) form.setFieldValue('collectAt', moment);
              }}
            />
            {values.collectAt === 'specific' && (
              <Select
                label={t.collectIntent}
                withAsterisk
                data={intentOptions}
                disabled={intentOptions.length === 0}
                placeholder={intentOptions.length === 0 ? t.noIntents : undefined}
                searchable
                {...form.getInputProps('collectOnIntent')}
              />
            )}
          </SimpleGrid>

          <Group gap="xl">
            <Switch label={t.required} {...form.getInputProps('required', { type: 'checkbox' })} />
            <Switch label={t.active} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Group>

          <div>
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-expanded={showAdvanced}
              onClick={() => setAdvancedOpen(!showAdvanced)}
            >
              <Group gap={4} component="span">
                {t.advanced}
                <IconChevronDown
                  size={14}
                  style={{ transform: showAdvanced ? 'rotate(180deg)' : undefined }}
                  aria-hidden
                />
              </Group>
            </Anchor>
            <Collapse expanded={showAdvanced}>
              <Stack gap="md" pt="sm">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <TextInput
                    label={t.fieldName}
                    withAsterisk
                    autoCapitalize="none"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={TrainingLimits.fieldNameMax}
                    {...form.getInputProps('name')}
                    onChange={(event) => {
                      nameTouched.current = true;
                      form.setFieldValue('name', event.currentTarget.value);
                    }}
                  />
                  <NumberInput
                    label={t.order}
                    min={0}
                    max={1000}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps('order')}
                    onChange={(value) => form.setFieldValue('order', typeof value === 'number' ? value : 0)}
                  />
                </SimpleGrid>
                <TextInput
                  label={t.placeholder}
                  maxLength={TrainingLimits.placeholderMax}
                  {...form.getInputProps('placeholder')}
                />
                <TextInput
                  label={t.validation}
                  autoCapitalize="none"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={TrainingLimits.validationMax}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  {...form.getInputProps('validation')}
                />
              </Stack>
            </Collapse>
          </div>

          {serverError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {serverError}
            </Alert>
          )}

          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              {t.cancel}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={form.submitting}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  );
}
