import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { PhoneCountry } from '../../../../shared/contact';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { SellerContactSchema, type PublishedContact } from '../../../../shared/schemas/marketplace';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveSellerContact } from '../api/marketplace';
import { defaultPhoneCountry } from '../places';
import { PhoneField } from './phone-field';

const t = marketplaceText.sellerContact;

interface SellerContactValues extends Record<string, unknown> {
  phoneCountry: PhoneCountry;
  phone: string;
  email: string;
}

/**
 * What the seller publishes for their buyers (shown on each purchase), on the connection card: read-only
 * until the card's pencil is pressed, then a form validated by SellerContactSchema, as the API is.
 */
export function SellerContact({
  userId,
  contact,
  editing,
}: {
  userId: string;
  contact: PublishedContact;
  editing: boolean;
}) {
  const save = useSaveSellerContact(userId);
  const { form, serverError, handleSubmit } = useSchemaForm<SellerContactValues>(SellerContactSchema, {
    phoneCountry: defaultPhoneCountry(),
    phone: contact.phone ?? '',
    email: contact.email ?? '',
  });
  const submit = handleSubmit(async (values) => {
    const saved = await save.mutateAsync(values);
    form.setValues({ phone: saved.contact.phone ?? '', email: saved.contact.email ?? '' });
    form.resetDirty();
    toast(t.saved, { color: 'success' });
  });
  const published = [contact.phone, contact.email].filter(Boolean).join(' · ');

  return (
    <Stack gap="xs" data-testid="seller-contact">
      <Divider />
      <Text fw={700} size="sm">
        {t.title}
      </Text>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      {!editing ? (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {published || t.none}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PhoneField
              label={t.phone}
              countryLabel={t.phoneCountry}
              country={form.values.phoneCountry}
              onCountryChange={(country) => form.setFieldValue('phoneCountry', country)}
              inputProps={form.getInputProps('phone')}
            />
            <TextInput
              label={t.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            {serverError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {serverError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                radius="xl"
                leftSection={<IconDeviceFloppy size={18} />}
                loading={form.submitting}
              >
                {t.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
