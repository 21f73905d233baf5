import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Divider, Group, Stack, TagsInput, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { insightsText } from '../../../shared/messages/insights.es';
import { WidgetLimits } from '../../../shared/schemas/widget';
import { EditorCard } from '../../components/editor-card';
import { EmbedSnippet } from '../../components/embed-snippet';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { toastError } from '../../lib/toast-error';
import { useSaveEmbedDomains } from './api/save-embed-domains';
import { checkDomains, domainsFieldError, normaliseDomains } from './embed-domains';

const t = insightsText.widget;

export interface WidgetCardProps {
  botId: string;
  alias: string;
  /** The sites allowed now (BotDetail.embedDomains). */
  domains: string[];
}

/** The bot editor's "Insertar en tu sitio web": the widget's code to copy and the sites allowed to show it. */
export function WidgetCard({ botId, alias, domains }: WidgetCardProps) {
  const save = useSaveEmbedDomains(botId);
  const [sites, setSites] = useState(domains);
  // What is typed but not yet a tag is saved too: people click the button without pressing Enter. It stays
  // text on blur (acceptValueOnBlur off): a new tag there could move the button away under the click.
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const handleChange = (values: string[]) => {
    setSites(normaliseDomains(values));
    setError(undefined);
  };

  const handleSave = async () => {
    const pending = typed.trim();
    const list = pending ? normaliseDomains([...sites, pending]) : sites;
    const checked = checkDomains(list);
    if (!checked.ok) {
      setSites(list);
      setTyped('');
      setError(checked.site ? t.badSite(checked.error, checked.site) : checked.error);
      return;
    }
    setSaving(true);
    try {
      const saved = await save.mutateAsync(checked.domains);
      setSites(saved.domains);
      setTyped('');
      setError(undefined);
      toast(t.saved, { color: 'success' });
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? domainsFieldError(failure.fields) : undefined;
      if (fieldError) setError(fieldError);
      else toastError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorCard title={t.title} subtitle={t.subtitle} icon={<IconCode size={18} />} testId="widget-card">
      <Stack gap="md">
        <Text size="sm">{t.explain}</Text>
        <EmbedSnippet alias={alias} />
        <Divider />
        <TagsInput
          label={t.sites}
          description={t.sitesHelp}
          placeholder={sites.length === 0 ? t.sitesPlaceholder : undefined}
          value={sites}
          onChange={handleChange}
          searchValue={typed}
          onSearchChange={setTyped}
          maxTags={WidgetLimits.domainsMax}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur={false}
          clearable
          error={error}
          readOnly={saving}
        />
        <Group justify="space-between" gap="sm" align="center">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
            {t.sitesHint}
          </Text>
          <Button radius="xl" loading={saving} onClick={() => void handleSave()}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </EditorCard>
  );
}
