import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconMessageCircle, IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { intentHasBlanks } from '../../../shared/blanks';
import { msg } from '../../../shared/messages.es';
import { TrainingLimits, type Intent, type IntentInput } from '../../../shared/schemas/training';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveIntents } from './api/save-intents';
import { IntentDialog } from './intent-dialog';
import { intentInputsOf, responsePreview, withoutItem } from './training-items';
import { TrainingRow } from './training-row';
import { TrainingSection } from './training-section';
import { useArmedDelete } from './use-armed-delete';
import classes from './training.module.css';

const t = msg.training;

export interface IntentManagerProps {
  botId: string;
  intents: Intent[];
  /** PROBAR: the bot's chat, opened in place as a customer sees it (issue 38). */
  onTry: () => void;
  /** Shown under the empty text while the bot has no intents (the starter template). */
  emptyExtra?: ReactNode;
}

/** The intent manager of the bot edit screen (spec section 2): list, add, edit and two-click delete. */
export function IntentManager({ botId, intents, onTry, emptyExtra }: IntentManagerProps) {
  const blanks = intents.filter(intentHasBlanks).length;
  const [editing, setEditing] = useState<{ index: number | null; key: number } | null>(null);
  const removal = useArmedDelete();

  const save = useSaveIntents();
  const store = (intents: IntentInput[]) => save.mutateAsync({ botId, intents });

  const handleSave = async (list: IntentInput[]) => {
    await store(list);
    toast(t.intentsSaved, { color: 'success' });
    setEditing(null);
  };

  const handleDelete = (index: number) =>
    removal.press(intents[index]!._id, async () => {
      try {
        await store(withoutItem(intentInputsOf(intents), index));
        toast(t.removed, { color: 'success' });
      } catch (error) {
        toast(error instanceof ApiError ? error.message : msg.api.internal, { color: 'danger' });
      }
    });

  return (
    <TrainingSection
      testId="intent-manager"
      title={t.intentsTitle}
      subtitle={t.intentsSubtitle}
      icon={<IconMessageQuestion size={18} />}
      info={{ description: t.intentsInfo }}
      actions={
        <>
          <Button variant="light" radius="xl" leftSection={<IconMessageCircle size={16} />} onClick={onTry}>
            {t.tryBot}
          </Button>
          <Button
            radius="xl"
            leftSection={<IconPlus size={16} />}
            disabled={intents.length >= TrainingLimits.intentsMax}
            onClick={() => setEditing({ index: null, key: Date.now() })}
          >
            {t.newIntent}
          </Button>
        </>
      }
    >
      {blanks > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={msg.templates.blanksCount(blanks)}
          mb="sm"
          data-testid="blanks-summary"
        >
          {msg.templates.blanksHelp}
        </Alert>
      )}
      {intents.length === 0 ? (
        <>
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="no-intents">
            {t.noIntents}
          </Text>
          {emptyExtra}
        </>
      ) : (
        <ul className={classes.list}>
          {intents.map((intent, index) => (
            <TrainingRow
              key={intent._id}
              title={intent.name}
              details={
                intent.description ? (
                  <Text span size="xs" lineClamp={1}>
                    {responsePreview(intent.description)}
                  </Text>
                ) : undefined
              }
              badges={
                <Group gap={4}>
                  {intentHasBlanks(intent) && (
                    <Badge
                      variant="filled"
                      color="orange"
                      radius="xl"
                      size="sm"
                      tt="none"
                      leftSection={<IconAlertTriangle size={12} />}
                      data-testid="blank-badge"
                    >
                      {msg.templates.blankBadge}
                    </Badge>
                  )}
                  <Badge variant="light" color="indigo" radius="xl" size="sm" tt="none">
                    {t.questionsCount(intent.questions.length)}
                  </Badge>
                  {intent.intentionFiles.length > 0 && (
                    <Badge variant="light" color="grape" radius="xl" size="sm" tt="none">
                      {t.imagesCount(intent.intentionFiles.length)}
                    </Badge>
                  )}
                </Group>
              }
              armed={removal.armed === intent._id}
              deleting={removal.deleting === intent._id}
              onEdit={() => setEditing({ index, key: Date.now() })}
              onDelete={() => void handleDelete(index)}
              onCancelDelete={removal.cancel}
            />
          ))}
        </ul>
      )}
      {editing && (
        <IntentDialog
          key={editing.key}
          intents={intents}
          index={editing.index}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
    </TrainingSection>
  );
}
