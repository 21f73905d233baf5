import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTemplate } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../../shared/messages.es';
import type { BotTemplate } from '../../../shared/templates/types';
import { ApiError } from '../../lib/api-client';
import { templateQuery, type TemplateSource } from './api/get-template';

const t = msg.templates;

export interface TemplateOfferProps {
  source: TemplateSource;
  /** The type of business or the category. */
  name: string;
  /** A published bot goes private first: its answers are about to have blanks. */
  published: boolean;
  onApply: (template: BotTemplate) => Promise<void>;
}

/** In the intent manager of a bot without intents: its category's template, one click away. */
export function TemplateOffer({ source, name, published, onApply }: TemplateOfferProps) {
  const client = useQueryClient();
  const template = useQuery(templateQuery(source));
  const apply = useMutation({
    mutationFn: async () => onApply(await client.fetchQuery(templateQuery(source))),
  });

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-indigo-light)" data-testid="template-offer">
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>{t.offerTitle}</Text>
        <Text size="sm">
          {t.offer(name)}{' '}
          {template.data && (
            <Text span size="sm" c="dimmed">
              ({t.intentsCount(template.data.intents.length)})
            </Text>
          )}
        </Text>
        {published && (
          <Text size="xs" c="dimmed">
            {t.privateNote}
          </Text>
        )}
        {apply.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" w="100%">
            {apply.error instanceof ApiError ? apply.error.message : t.loadFailed}
          </Alert>
        )}
        <Button
          radius="xl"
          leftSection={<IconTemplate size={16} />}
          loading={apply.isPending}
          onClick={() => apply.mutate()}
        >
          {t.use}
        </Button>
      </Stack>
    </Paper>
  );
}
