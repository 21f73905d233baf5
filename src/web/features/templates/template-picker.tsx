import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/List.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Radio,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertCircle, IconLock, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../shared/messages.es';
import { templateQuery, type TemplateSource } from './api/get-template';
import classes from './templates.module.css';

const t = msg.templates;

export type TemplateChoice = 'template' | 'blank';

export interface TemplatePickerProps {
  source: TemplateSource;
  /** The type of business or the category, as the owner chose it. */
  name: string;
  value: TemplateChoice;
  onChange: (value: TemplateChoice) => void;
}

/** "Empezar con una plantilla" on the new-bot form: the category's template (preselected) or none. */
export function TemplatePicker({ source, name, value, onChange }: TemplatePickerProps) {
  const template = useQuery(templateQuery(source));
  const [open, setOpen] = useState(false);
  const intents = template.data?.intents ?? [];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="template-picker">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size={34} style={{ flex: 'none' }}>
            <IconTemplate size={18} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} component="h2" fz="lg" m={0}>
              {t.title}
            </Text>
            <Text size="sm" c="dimmed">
              {t.intro(name)}
            </Text>
          </div>
        </Group>

        <Radio.Group value={value} onChange={(next) => onChange(next as TemplateChoice)} aria-label={t.title}>
          <Stack gap="xs">
            <Radio.Card value="template" radius="md" p="sm" withBorder className={classes.card}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{t.use}</Text>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {template.isPending ? (
                      <Group gap={6} component="span">
                        <Loader size={12} />
                        {t.loading}
                      </Group>
                    ) : template.isError ? (
                      t.loadFailed
                    ) : (
                      `${name} · ${t.intentsCount(intents.length)}`
                    )}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
            <Radio.Card value="blank" radius="md" p="sm" withBorder className={classes.card}>
              <Group wrap="nowrap" align="center" gap="sm">
                <Radio.Indicator />
                <Text fw={600}>{t.skip}</Text>
              </Group>
            </Radio.Card>
          </Stack>
        </Radio.Group>

        {template.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t.loadFailed}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void template.refetch()}>
                {t.retry}
              </Button>
            </Group>
          </Alert>
        )}

        {value === 'template' && template.data && (
          <>
            <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => setOpen(!open)}>
              {open ? t.hidePreview : t.preview}
            </Anchor>
            {open && (
              <List size="sm" spacing={4} data-testid="template-intents">
                {intents.map((intent) => (
                  <List.Item key={intent.name}>
                    <Text span fw={600} size="sm">
                      {intent.name}
                    </Text>
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {intent.questions[0]}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconLock
                size={16}
                style={{ flex: 'none', marginTop: 2 }}
                color="var(--mantine-color-dimmed)"
              />
              <Text size="xs" c="dimmed">
                {t.privateNote}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
