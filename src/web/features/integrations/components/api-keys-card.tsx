import { Anchor, Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { integrationsText } from '../../../../shared/messages/integrations-screens.es';
import { API_KEY_SCOPES, ApiKeyInputSchema, type ApiKeyScope } from '../../../../shared/schemas/integrations';
import { confirmAction } from '../../../components/dialog-store';
import { EditorCard } from '../../../components/editor-card';
import { formatDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey } from '../api/integrations';
import { ShownOnce } from './shown-once';

const t = integrationsText.keys;

/** The signed-in owner's API keys: for every bot of theirs, with the scopes each needs (issue 43). */
export function ApiKeysCard() {
  const keys = useQuery(apiKeysQuery()).data?.keys;
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['leads:read']);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [token, setToken] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApiKeyInputSchema.safeParse({ name, scopes });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] === 'scopes' ? 'scopes' : 'name'] ??= issue.message;
      setErrors(next);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setToken(created.token);
      },
      onError: toastError,
    });
  };

  const confirmRevoke = async (keyId: string) => {
    if (!(await confirmAction({ title: t.confirmRevoke, color: 'red', confirmButtonText: t.revoke }))) return;
    revoke.mutate(keyId, { onSuccess: () => toast(t.revoked, { color: 'success' }), onError: toastError });
  };

  return (
    <EditorCard title={t.heading} subtitle={t.subtitle} icon={<IconKey size={18} />} testId="api-keys-card">
      <Text size="sm" c="dimmed" mb={4}>
        {t.hint}
      </Text>
      <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm" mb="sm" display="inline-block">
        {t.docs}
      </Anchor>
      {token && (
        <ShownOnce
          title={t.tokenTitle}
          body={t.tokenBody}
          value={token}
          onDone={() => setToken(null)}
          testId="api-key-token"
        />
      )}
      {keys && keys.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t.empty}
        </Text>
      )}
      <Stack
        gap="sm"
        component="ul"
        aria-label={t.listLabel}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {keys?.map((key) => (
          <li key={key._id} data-testid="api-key-row">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {key.name}{' '}
                  <Text span size="xs" c="dimmed" ff="monospace">
                    {key.prefix}…
                  </Text>
                </Text>
                <Group gap={4} my={4}>
                  {key.scopes.map((scope) => (
                    <Badge key={scope} size="sm" variant="outline" color="gray" tt="none">
                      {integrationsText.scopes[scope]}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {key.lastUsedAt ? t.lastUsed(formatDateTime(key.lastUsedAt)) : t.neverUsed}
                </Text>
              </div>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                style={{ flex: 'none' }}
                loading={revoke.isPending && revoke.variables === key._id}
                onClick={() => void confirmRevoke(key._id)}
              >
                {t.revoke}
              </Button>
            </Group>
          </li>
        ))}
      </Stack>
      <form
        onSubmit={submit}
        noValidate
        data-testid="api-key-new"
        style={{ marginTop: 'var(--mantine-spacing-md)' }}
      >
        <Stack gap="sm">
          <TextInput
            label={t.name}
            placeholder={t.namePlaceholder}
            value={name}
            maxLength={60}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((old) => ({ ...old, name: undefined }));
            }}
            error={errors.name}
            data-testid="api-key-name"
          />
          <Checkbox.Group
            label={t.scopes}
            value={scopes}
            onChange={(value) => {
              setScopes(value as ApiKeyScope[]);
              setErrors((old) => ({ ...old, scopes: undefined }));
            }}
            error={errors.scopes}
          >
            <Stack gap={6} mt={6}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={integrationsText.scopes[scope]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={create.isPending}>
              {t.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </EditorCard>
  );
}
