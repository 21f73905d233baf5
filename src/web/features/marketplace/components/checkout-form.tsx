import '../../../components/segmented-control-styles';
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconLock, IconTruckDelivery } from '@tabler/icons-react';
import type { PhoneCountry } from '../../../../shared/contact';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { msg } from '../../../../shared/messages.es';
import {
  CheckoutBuyerSchema,
  CheckoutLimits,
  type CheckoutBuyer,
  type DeliveryMethod,
} from '../../../../shared/schemas/marketplace';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { closeToasts } from '../../../lib/toast';
import { useEffect, useRef } from 'react';
import { PhoneField } from './phone-field';

const t = marketplaceText.checkout;

export interface CheckoutFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  phoneCountry: PhoneCountry;
  phone: string;
  delivery: DeliveryMethod;
  address: string;
}

interface CheckoutFormProps {
  /** The form's title id, unique per seller cart. */
  id: string;
  initialValues: CheckoutFormValues;
  onSubmit: (buyer: CheckoutBuyer) => Promise<void>;
  onBack: () => void;
}

/**
 * Who buys and how the order reaches them, validated by the same schema as POST /pay (CheckoutBuyerSchema):
 * name, e-mail, phone with its country, delivery or pick-up, and the address when delivered.
 */
export function CheckoutForm({ id, initialValues, onSubmit, onBack }: CheckoutFormProps) {
  // On a phone a toast would sit over the fields: the form says itself that something is missing.
  const { form, serverError, handleSubmit, invalidSubmit } = useSchemaForm<CheckoutFormValues>(
    CheckoutBuyerSchema,
    initialValues,
    { invalidNotice: 'inline' },
  );
  const values = form.values;
  const isMobile = useIsMobile();
  const formRef = useRef<HTMLFormElement>(null);
  // The form opens below the cart's lines: bring it into view and start at the first empty field.
  useEffect(() => {
    const node = formRef.current;
    if (!node) return;
    // What the cart said before ("Agregado al carrito"…) is done with; nothing floats over the fields.
    closeToasts();
    node.scrollIntoView({ block: 'start', behavior: 'smooth' });
    const empty = [
      ...node.querySelectorAll<HTMLInputElement>(
        'input[type="text"], input[type="email"], input[type="tel"]',
      ),
    ].find((input) => !input.value);
    empty?.focus({ preventScroll: true });
  }, []);
  const submit = handleSubmit(async (input) => {
    await onSubmit(CheckoutBuyerSchema.parse(input));
  });

  return (
    <form
      ref={formRef}
      // Clear of the sticky top bar when scrolled into view.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
      onSubmit={submit}
      noValidate
      aria-labelledby={id}
      data-testid="checkout-form"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={id}>
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.hint}
          </Text>
        </Stack>
        <TextInput
          label={t.name}
          placeholder={t.namePlaceholder}
          withAsterisk
          autoComplete="name"
          maxLength={CheckoutLimits.nameMax}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t.email}
          placeholder={t.emailPlaceholder}
          withAsterisk
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PhoneField
          label={t.phone}
          countryLabel={t.phoneCountry}
          placeholder={t.phonePlaceholder}
          description={t.phoneHint}
          required
          country={values.phoneCountry}
          onCountryChange={(country) => form.setFieldValue('phoneCountry', country)}
          inputProps={form.getInputProps('phone')}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm" id={`${id}-delivery`}>
            {t.delivery}
          </Text>
          <SegmentedControl
            fullWidth
            // Two long choices do not fit side by side on a phone: they stack there.
            orientation={isMobile ? 'vertical' : 'horizontal'}
            radius="xl"
            aria-labelledby={`${id}-delivery`}
            value={values.delivery}
            onChange={(value) => form.setFieldValue('delivery', value === 'pickup' ? 'pickup' : 'delivery')}
            data={[
              {
                value: 'delivery',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <IconTruckDelivery size={18} aria-hidden />
                    <span>{t.shipping}</span>
                  </Group>
                ),
              },
              {
                value: 'pickup',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <IconBuildingStore size={18} aria-hidden />
                    <span>{t.pickup}</span>
                  </Group>
                ),
              },
            ]}
          />
        </Stack>
        {values.delivery === 'delivery' ? (
          <Textarea
            label={t.address}
            placeholder={t.addressPlaceholder}
            withAsterisk
            autosize
            minRows={2}
            maxRows={4}
            autoComplete="street-address"
            maxLength={CheckoutLimits.addressMax}
            {...form.getInputProps('address')}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t.pickupHint}
          </Text>
        )}
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        )}
        {invalidSubmit && Object.keys(form.errors).length > 0 && (
          <Text size="sm" c="red" role="alert" data-testid="checkout-invalid">
            {msg.forms.hasErrors}
          </Text>
        )}
        <Stack gap="xs">
          <Button
            type="submit"
            size="lg"
            radius="xl"
            fullWidth
            leftSection={<IconLock size={18} />}
            loading={form.submitting}
          >
            {t.pay}
          </Button>
          <Button variant="subtle" radius="xl" fullWidth onClick={onBack} disabled={form.submitting}>
            {t.back}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
