import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFilter, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamText } from '../../../../shared/messages/team-screens.es';
import { LeadStagesInputSchema, MAX_LEAD_STAGES, type LeadStage } from '../../../../shared/schemas/team';
import { EditorCard } from '../../../components/editor-card';
import { leadStagesQuery } from '../../../lib/team-queries';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useSaveStages } from '../api/team';

const t = teamText.stages;
type Row = { key?: string; name: string; id: number };
let nextId = 0;

/**
 * The lead pipeline's stages (owner and admins): renamed in place, added at the end, moved with the arrows
 * (buttons: a keyboard and a thumb reach them), removed when no lead is in them (the server says which).
 */
export function StagesCard({ botId }: { botId: string }) {
  const stages = useQuery(leadStagesQuery(botId)).data?.stages;
  return (
    <EditorCard title={t.heading} subtitle={t.subtitle} icon={<IconFilter size={18} />} testId="stages-card">
      {/* Saved stages come back with their keys: the editor starts again from them. */}
      {stages && <StagesEditor key={JSON.stringify(stages)} botId={botId} stages={stages} />}
    </EditorCard>
  );
}

function StagesEditor({ botId, stages }: { botId: string; stages: LeadStage[] }) {
  const save = useSaveStages(botId);
  const [rows, setRows] = useState<Row[]>(() => stages.map((stage) => ({ ...stage, id: nextId++ })));
  const [error, setError] = useState<string>();

  const move = (index: number, step: number) =>
    setRows((old) => {
      const next = [...old];
      const [row] = next.splice(index, 1);
      next.splice(index + step, 0, row!);
      return next;
    });

  const submit = () => {
    const parsed = LeadStagesInputSchema.safeParse({
      stages: rows.map(({ key, name }) => (key ? { key, name } : { name })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast(t.saved, { color: 'success' }),
      onError: toastError,
    });
  };

  return (
    <>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row, index) => (
          <Group key={row.id} component="li" gap={4} wrap="nowrap">
            <TextInput
              aria-label={t.name(index + 1)}
              value={row.name}
              maxLength={30}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setRows((old) => old.map((r) => (r.id === row.id ? { ...r, name } : r)));
                setError(undefined);
              }}
              style={{ flex: 1 }}
              data-testid="stage-name"
            />
            <ActionIcon
              variant="subtle"
              aria-label={t.up(row.name)}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t.down(row.name)}
              disabled={index === rows.length - 1}
              onClick={() => move(index, 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t.remove(row.name)}
              disabled={rows.length <= 2}
              onClick={() => setRows((old) => old.filter((r) => r.id !== row.id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {error && (
        <Input.Error mt="xs" role="alert">
          {error}
        </Input.Error>
      )}
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= MAX_LEAD_STAGES}
          onClick={() => setRows((old) => [...old, { name: t.newStage, id: nextId++ }])}
        >
          {t.add}
        </Button>
        <Button radius="xl" loading={save.isPending} onClick={submit}>
          {t.save}
        </Button>
      </Group>
    </>
  );
}
