import { Badge, Button, Group, Text } from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { COMMON_FIELDS, fieldNameFromLabel } from '../../../shared/data-fields';
import { msg } from '../../../shared/messages.es';
import {
  TrainingLimits,
  type DataField,
  type DataFieldInput,
  type Intent,
} from '../../../shared/schemas/training';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveFields } from './api/save-fields';
import { FieldDialog } from './field-dialog';
import { fieldFormValuesOf, fieldInputOf, fieldSummary, sortFieldsByOrder } from './training-items';
import { TrainingRow } from './training-row';
import { TrainingSection } from './training-section';
import { useArmedDelete } from './use-armed-delete';
import classes from './training.module.css';

const t = msg.training;

export interface FieldManagerProps {
  botId: string;
  fields: DataField[];
  /** The intents a field can wait for ("En una intención específica"). */
  intents: Intent[];
}

/** The data-field manager of the bot edit screen (spec section 2): sorted list, add, edit, two-click delete. */
export function FieldManager({ botId, fields, intents }: FieldManagerProps) {
  // Fields are edited by _id: the list is shown sorted by order, not in the stored sequence.
  const [editing, setEditing] = useState<{ id: string | null; key: number } | null>(null);
  const removal = useArmedDelete();

  const save = useSaveFields();
  const store = (fields: DataFieldInput[]) => save.mutateAsync({ botId, fields });

  const handleSave = async (list: DataFieldInput[]) => {
    await store(list);
    toast(t.fieldsSaved, { color: 'success' });
    setEditing(null);
  };

  const handleDelete = (id: string) =>
    removal.press(id, async () => {
      try {
        await store(fields.filter((field) => field._id !== id));
        toast(t.removed, { color: 'success' });
      } catch (error) {
        toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
      }
    });

  // The common fields the bot does not ask for yet: one of the same name, or of the same kind (a phone, an
  // e-mail, a date), already covers it.
  const missing = COMMON_FIELDS.filter(
    (common) =>
      !fields.some(
        (field) => field.name === common.name || (common.type !== 'text' && field.type === common.type),
      ),
  );
  const [adding, setAdding] = useState<string | null>(null);
  const quickAdd = async (common: (typeof COMMON_FIELDS)[number]) => {
    const label = t.common[common.key];
    setAdding(common.key);
    try {
      const field = {
        ...fieldInputOf(fieldFormValuesOf(undefined, fields.length)),
        name: fieldNameFromLabel(
          common.name,
          fields.map((existing) => existing.name),
        ),
        label,
        type: common.type,
      };
      await store([...fields, field]);
      toast(t.quickAdded(label), { color: 'success' });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
    } finally {
      setAdding(null);
    }
  };

  const editingIndex = editing?.id ? fields.findIndex((field) => field._id === editing.id) : -1;

  return (
    <TrainingSection
      testId="field-manager"
      title={t.fieldsTitle}
      subtitle={t.fieldsSubtitle}
      icon={<IconForms size={18} />}
      info={{ description: t.fieldsInfo }}
      actions={
        <Button
          radius="xl"
          leftSection={<IconPlus size={16} />}
          disabled={fields.length >= TrainingLimits.fieldsMax}
          onClick={() => setEditing({ id: null, key: Date.now() })}
        >
          {t.newField}
        </Button>
      }
    >
      {missing.length > 0 && fields.length < TrainingLimits.fieldsMax && (
        <Group gap="xs" mb="sm" data-testid="quick-fields">
          <Text size="sm" c="dimmed">
            {t.quickAdd}
          </Text>
          {missing.map((common) => (
            <Button
              key={common.key}
              size="compact-sm"
              variant="light"
              radius="xl"
              leftSection={<IconPlus size={14} />}
              aria-label={t.quickAddOne(t.common[common.key])}
              loading={adding === common.key}
              disabled={adding !== null && adding !== common.key}
              onClick={() => void quickAdd(common)}
            >
              {t.common[common.key]}
            </Button>
          ))}
        </Group>
      )}
      {fields.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="no-fields">
          {t.noFields}
        </Text>
      ) : (
        <ul className={classes.list}>
          {sortFieldsByOrder(fields).map((field) => (
            <TrainingRow
              key={field._id}
              title={field.label}
              badges={
                <>
                  {field.required && (
                    <Badge variant="light" color="indigo" radius="xl" size="sm" tt="none">
                      {t.required}
                    </Badge>
                  )}
                  {!field.active && (
                    <Badge variant="light" color="gray" radius="xl" size="sm" tt="none">
                      {t.inactive}
                    </Badge>
                  )}
                </>
              }
              details={fieldSummary(field)}
              armed={removal.armed === field._id}
              deleting={removal.deleting === field._id}
              onEdit={() => setEditing({ id: field._id, key: Date.now() })}
              onDelete={() => void handleDelete(field._id)}
              onCancelDelete={removal.cancel}
            />
          ))}
        </ul>
      )}
      {editing && (
        <FieldDialog
          key={editing.key}
          fields={fields}
          intents={intents}
          index={editingIndex >= 0 ? editingIndex : null}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
    </TrainingSection>
  );
}
