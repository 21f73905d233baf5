import {
  ActionIcon,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconLock, IconLockOpen, IconPencil, IconX } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { UserStatus } from '../../../../shared/constants';
import { SupportContact } from '../../../components/support-contact';
import { msg } from '../../../../shared/messages.es';
import { ProfileSchema } from '../../../../shared/schemas/accounts';
import { ProfileLimits } from '../../../../shared/validations';
import { PictureUpload } from '../../../components/picture-upload';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateProfile } from '../api/users';
import type { SessionUser } from '../../../lib/session-store';
import { FormErrorAlert } from './form-parts';

const p = msg.profile;

interface ProfileValues extends Record<string, unknown> {
  name: string;
  hero: string;
  bio: string;
  phone: string;
  pictureUrl: string | null;
  status: 0 | 1;
}

export function profileValuesOf(user: SessionUser): ProfileValues {
  return {
    name: user.name,
    hero: user.hero ?? '',
    bio: user.bio ?? '',
    phone: user.phone ?? '',
    pictureUrl: user.pictureUrl,
    status: user.status === UserStatus.unpublished ? 0 : 1,
  };
}

/**
 * "Información Personal" (spec section 2): read-only until the pencil is pressed; saves with PUT /me.
 * The read-only view always shows the session's user; editing starts from it.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { form, serverError, setServerError, setSubmitted, handleSubmit } = useSchemaForm<ProfileValues>(
    ProfileSchema,
    profileValuesOf(user),
    { codeFields: { hero_taken: 'hero' } },
  );
  const values = editing ? form.values : profileValuesOf(user);
  const published = values.status === UserStatus.published;

  const toggleEditing = () => {
    if (!editing) {
      form.setValues(profileValuesOf(user));
      form.resetDirty();
      form.clearErrors();
      setSubmitted(false);
    }
    setServerError(null);
    setEditing(!editing);
  };

  /** Bound to the form while editing; otherwise the user's value, read-only. */
  const field = (name: 'name' | 'hero' | 'bio' | 'phone') =>
    editing ? form.getInputProps(name) : { value: values[name], readOnly: true, variant: 'filled' as const };

  const submit = handleSubmit(async (input) => {
    await update.mutateAsync(input);
    toast(msg.profile.saved, { color: 'success' });
    setEditing(false);
  });

  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="profile-title">
      <Group justify="space-between" wrap="nowrap" mb="lg">
        <Title order={2} fz="xl" id="profile-title">
          {p.title}
        </Title>
        <Tooltip label={p.edit} withArrow>
          <ActionIcon
            variant={editing ? 'filled' : 'light'}
            size="lg"
            radius="xl"
            aria-label={p.edit}
            aria-pressed={editing}
            onClick={toggleEditing}
          >
            {editing ? <IconX size={18} /> : <IconPencil size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PictureUpload
            label={p.picture}
            value={values.pictureUrl}
            onChange={(url) => form.setFieldValue('pictureUrl', url)}
            kind="user"
            fallback={user.name.slice(0, 1).toUpperCase()}
            disabled={!editing}
            hint={p.pictureHint}
            uploadingText={msg.files.profileUploading}
            failedText={msg.files.profileUploadFailed}
            onUploadingChange={setUploading}
          />
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={p.name} autoComplete="name" withAsterisk={editing} {...field('name')} />
            <TextInput
              label={p.hero}
              autoCapitalize="none"
              spellCheck={false}
              leftSection="@"
              {...field('hero')}
              {...(editing
                ? {
                    onChange: (event: ChangeEvent<HTMLInputElement>) =>
                      form.setFieldValue('hero', event.currentTarget.value.toLowerCase()),
                  }
                : {})}
            />
          </SimpleGrid>
          <Textarea
            label={p.bio}
            autosize
            minRows={3}
            maxRows={8}
            withAsterisk={editing}
            description={editing ? `${values.bio.length}/${ProfileLimits.bioMax}` : undefined}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            {...field('bio')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={p.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              withAsterisk={editing}
              {...field('phone')}
            />
            <TextInput
              label={p.email}
              value={user.email}
              readOnly
              variant="filled"
              inputWrapperOrder={['label', 'input', 'description']}
              description={
                <>
                  {p.emailNotePrefix} <SupportContact size="xs" />.
                </>
              }
            />
          </SimpleGrid>
          <Divider />
          <Switch
            size="md"
            color="green"
            disabled={!editing}
            checked={published}
            onChange={(event) => form.setFieldValue('status', event.currentTarget.checked ? 1 : 0)}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                {published ? (
                  <IconLockOpen size={18} color="var(--mantine-color-green-7)" />
                ) : (
                  <IconLock size={18} color="var(--mantine-color-red-7)" />
                )}
                <Text span fw={600} c={published ? 'green.8' : 'red.8'}>
                  {published ? p.published : p.unpublished}
                </Text>
              </Group>
            }
            description={published ? p.publishedHint : p.unpublishedHint}
          />
          {serverError && <FormErrorAlert>{serverError}</FormErrorAlert>}
          {editing && (
            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                leftSection={<IconDeviceFloppy size={18} />}
                loading={form.submitting}
                disabled={uploading}
              >
                {p.save}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
