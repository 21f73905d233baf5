import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '../../../components/segmented-control-styles';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Divider,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconBriefcase, IconDeviceFloppy, IconPackage, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { marketplaceText } from '../../../../shared/messages/marketplace-screens.es';
import { CURRENCY_CODES, type Currency } from '../../../../shared/money';
import {
  MarketLimits,
  PublicationInputSchema,
  type Publication,
  type PublicationType,
  type PublicationValues,
} from '../../../../shared/schemas/marketplace';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { appConfig } from '../../../lib/app-config';
import { feeNote } from '../fee';
import { currencyOfCountry, defaultCurrency, MARKET_COUNTRIES } from '../places';
import { ImageListUpload, type ImageListTexts } from '../../../components/image-list-upload';

const t = marketplaceText.form;

const IMAGE_TEXTS: ImageListTexts = {
  title: t.images,
  status: t.imagesHint,
  uploading: t.uploading,
  upload: t.addImages,
  empty: t.imagesHint(0, MarketLimits.imagesMax),
  tooMany: msg.marketplace.imagesMany,
  image: marketplaceText.publication.image,
  remove: t.removeImage,
  cover: t.cover,
};

export interface PublicationFormValues extends Record<string, unknown> {
  typed: PublicationType;
  title: string;
  description: string;
  price: string;
  currency: Currency;
  stock: number | null;
  images: PublicationValues['images'];
  labels: string[];
  country: string;
  city: string;
  status: 0 | 1;
}

export function publicationFormValuesOf(publication?: Publication): PublicationFormValues {
  if (!publication) {
    return {
      typed: 'product',
      title: '',
      description: '',
      price: '',
      currency: defaultCurrency(),
      stock: 1,
      images: [],
      labels: [],
      country: '',
      city: '',
      status: 1,
    };
  }
  return {
    typed: publication.typed,
    title: publication.title,
    description: publication.description,
    price: publication.price,
    currency: publication.currency,
    stock: publication.stock,
    images: publication.images,
    labels: publication.labels,
    country: publication.country,
    city: publication.city,
    status: publication.status === 0 ? 0 : 1,
  };
}

interface PublicationFormProps {
  publication?: Publication;
  onSubmit: (values: PublicationFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a listing, validated by the same schema as the API (PublicationInputSchema). */
export function PublicationForm({ publication, onSubmit, onCancel }: PublicationFormProps) {
  const [uploading, setUploading] = useState(false);
  // The currency follows the country until the seller picks one.
  const [currencyTouched, setCurrencyTouched] = useState(!!publication);
  const { form, serverError, handleSubmit } = useSchemaForm<PublicationFormValues>(
    PublicationInputSchema,
    publicationFormValuesOf(publication),
  );
  const values = form.values;
  const isProduct = values.typed === 'product';

  const handleTyped = (typed: string) => {
    const next = typed === 'service' ? 'service' : 'product';
    form.setFieldValue('typed', next);
    // A service has no stock; a product starts with one unit rather than an empty required field.
    form.setFieldValue('stock', next === 'service' ? null : (values.stock ?? 1));
  };

  const handleCountry = (country: string) => {
    form.setFieldValue('country', country);
    const currency = currencyOfCountry(country);
    if (!currencyTouched && currency) form.setFieldValue('currency', currency);
  };

  const submit = handleSubmit(async (input) => {
    await onSubmit(input);
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={6}>
          <Text fw={500} size="sm" id="typed-label">
            {t.typed}
          </Text>
          <SegmentedControl
            fullWidth
            size="md"
            radius="xl"
            aria-labelledby="typed-label"
            value={values.typed}
            onChange={handleTyped}
            data={[
              {
                value: 'product',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <IconPackage size={18} aria-hidden />
                    <span>{t.product}</span>
                  </Group>
                ),
              },
              {
                value: 'service',
                label: (
                  <Group gap={6} justify="center" wrap="nowrap">
                    <IconBriefcase size={18} aria-hidden />
                    <span>{t.service}</span>
                  </Group>
                ),
              },
            ]}
          />
          <Text size="xs" c="dimmed">
            {isProduct ? t.productHint : t.serviceHint}
          </Text>
        </Stack>

        <TextInput
          label={t.title}
          placeholder={t.titlePlaceholder}
          withAsterisk
          maxLength={MarketLimits.titleMax}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t.description}
          placeholder={t.descriptionPlaceholder}
          autosize
          minRows={3}
          maxRows={10}
          description={`${values.description.length}/${MarketLimits.descriptionMax}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('description')}
        />

        <SimpleGrid cols={isProduct ? { base: 1, xs: 2 } : 1} spacing="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              label={t.price}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps('price')}
            />
            <NativeSelect
              label={t.currency}
              w={96}
              data={[...CURRENCY_CODES]}
              {...form.getInputProps('currency')}
              onChange={(event) => {
                setCurrencyTouched(true);
                form.setFieldValue('currency', event.currentTarget.value as Currency);
              }}
            />
          </Group>
          {isProduct && (
            <NumberInput
              label={t.stock}
              description={t.stockHint}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              withAsterisk
              min={0}
              max={MarketLimits.stockMax}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('stock')}
              value={values.stock ?? ''}
              onChange={(value) => form.setFieldValue('stock', typeof value === 'number' ? value : null)}
            />
          )}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={-6} aria-live="polite" data-testid="publication-fee">
          {feeNote(values.price, values.currency, appConfig().marketplaceFeePercent)}
        </Text>

        <ImageListUpload
          images={values.images}
          max={MarketLimits.imagesMax}
          kind="publication"
          texts={IMAGE_TEXTS}
          testId="publication-images"
          onAdd={(image) => form.insertListItem('images', image)}
          onRemove={(index) => form.removeListItem('images', index)}
          onUploadingChange={setUploading}
          error={form.getInputProps('images').error as string | undefined}
        />

        <TagsInput
          label={t.labels}
          placeholder={values.labels.length === 0 ? t.labelsPlaceholder : undefined}
          maxTags={MarketLimits.labelsMax}
          value={values.labels}
          onChange={(labels) =>
            form.setFieldValue(
              'labels',
              labels.map((label) => label.toLowerCase()),
            )
          }
          error={form.getInputProps('labels').error}
        />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Autocomplete
            label={t.country}
            placeholder={t.countryPlaceholder}
            data={[...MARKET_COUNTRIES]}
            maxLength={MarketLimits.placeMax}
            {...form.getInputProps('country')}
            onChange={handleCountry}
          />
          <TextInput
            label={t.city}
            placeholder={marketplaceText.browse.cityPlaceholder}
            maxLength={MarketLimits.placeMax}
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
        </SimpleGrid>

        <Divider />
        <Switch
          size="md"
          color="green"
          label={t.status}
          description={t.statusHint}
          checked={values.status === 1}
          onChange={(event) => form.setFieldValue('status', event.currentTarget.checked ? 1 : 0)}
        />

        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {serverError}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            radius="xl"
            size="md"
            loading={form.submitting}
            disabled={uploading}
            leftSection={publication ? <IconDeviceFloppy size={18} /> : <IconSend size={18} />}
          >
            {publication ? t.save : t.create}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
