import { Alert, Button, Group, Loader, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { whatsappCard as t } from '../../../../shared/messages/whatsapp-card';
import type { WhatsAppTemplate } from '../../../../shared/schemas/whatsapp';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { templatesQuery, useReplyToConversation } from '../api/insights';

const keyOf = (template: WhatsAppTemplate) => `${template.name}|${template.language}`;

/** The body as the customer will read it: each placeholder with what the owner wrote for it. */
function preview(template: WhatsAppTemplate, values: string[]): string {
  return template.body.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const index = template.parameters.indexOf(name);
    return index >= 0 && values[index]?.trim() ? values[index].trim() : whole;
  });
}

/**
 * A hand reply after WhatsApp's 24-hour window (issue 41): one of the number's approved templates, its
 * values filled in, with a preview of what the customer receives.
 */
export function TemplateReply({ botId, conversationId }: { botId: string; conversationId: string }) {
  const templates = useQuery(templatesQuery(botId));
  const reply = useReplyToConversation(botId, conversationId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [values, setValues] = useState<string[]>([]);
  const template = templates.data?.templates.find((candidate) => keyOf(candidate) === chosen);

  const send = async () => {
    if (!template) return;
    try {
      await reply.mutateAsync({
        template: {
          name: template.name,
          language: template.language,
          parameters: values.map((v) => v.trim()),
        },
      });
      toast(t.templateSent, { color: 'success' });
      setChosen(null);
      setValues([]);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="template-reply">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconBrandWhatsapp size={16} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm" fw={600}>
            {t.templateTitle}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t.templateHint}
        </Text>
        {templates.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t.templatesLoading}
            </Text>
          </Group>
        ) : templates.isError ? (
          <Alert color="gray" variant="light" role="status">
            {templates.error.message}
          </Alert>
        ) : templates.data.templates.length === 0 ? (
          <Text size="sm">{t.templatesEmpty}</Text>
        ) : (
          <>
            <NativeSelect
              label={t.templateLabel}
              data={[
                { value: '', label: t.templatePlaceholder, disabled: true },
                ...templates.data.templates.map((candidate) => ({
                  value: keyOf(candidate),
                  label: `${candidate.name} (${candidate.language})`,
                })),
              ]}
              value={chosen ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setChosen(value || null);
                const next = templates.data.templates.find((candidate) => keyOf(candidate) === value);
                setValues(next ? next.parameters.map(() => '') : []);
              }}
            />
            {template?.parameters.map((name, index) => (
              <TextInput
                key={name}
                label={t.templateParameter(name)}
                value={values[index] ?? ''}
                maxLength={1024}
                required
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((old) => old.map((item, i) => (i === index ? value : item)));
                }}
              />
            ))}
            {template && (
              <div>
                <Text size="xs" c="dimmed">
                  {t.templatePreview}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview">
                  {preview(template, values)}
                </Text>
              </div>
            )}
            <Group justify="flex-end">
              <Button
                size="sm"
                color="green"
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={!template || values.some((value) => !value.trim())}
                loading={reply.isPending}
                onClick={() => void send()}
              >
                {t.templateSend}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
