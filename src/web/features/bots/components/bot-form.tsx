import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAddressBook,
  IconAlertCircle,
  IconAlertTriangle,
  IconBell,
  IconBellOff,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBulb,
  IconDeviceFloppy,
  IconLock,
  IconLockOpen,
  IconMail,
  IconMapPin,
  IconPencil,
  IconPlus,
  IconSparkles,
  IconWorld,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { aliasFromName } from '../../../../shared/alias';
import { businessTypeOf } from '../../../../shared/business-types';
import { BotStatus, Timing } from '../../../../shared/constants';
import { isPublished } from '../bot-links';
import { SupportContact } from '../../../components/support-contact';
import { msg } from '../../../../shared/messages.es';
import { BotInputSchema, BotLimits, type BotDetail } from '../../../../shared/schemas/bots';
import type { Category } from '../../../../shared/schemas/categories';
import { PictureUpload } from '../../../components/picture-upload';
import { appConfig } from '../../../lib/app-config';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { aliasCheckQuery } from '../api/check-alias';
import { tagsQuery } from '../api/places';
import { botFormValuesOf, type BotFormValues } from '../bot-form-values';
import type { BotLocation } from '../location-address';
import { BusinessTypePicker } from './business-type-picker';
import { CategoryIcon } from './category-icon';
import { LazyPlaceMap } from './lazy-maps';

const LocationDialog = lazy(() => import('./location-dialog'));
const f = msg.botForm;

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size={34}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

/** A field's help line: the timed hint (new bots) and the character counter. */
function FieldHelp({ hint, count }: { hint?: string; count?: string }) {
  return (
    <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <span style={{ display: 'flex', gap: 4, color: hint ? 'var(--mantine-color-indigo-7)' : undefined }}>
        {hint && (
          <>
            <IconBulb size={14} style={{ flex: 'none', marginTop: 1 }} aria-hidden />
            <span data-testid="form-hint">{hint}</span>
          </>
        )}
      </span>
      {count && <span style={{ flex: 'none' }}>{count}</span>}
    </span>
  );
}

function CategoryPicker({
  categories,
  selected,
  onPick,
  error,
}: {
  categories: readonly Category[];
  selected: string;
  onPick: (key: string) => void;
  error?: string;
}) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg">
          {f.categoryStep}
        </Title>
        <Text size="sm" c="dimmed">
          {f.categoryStepText}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {categories.map((category) => (
          <UnstyledButton
            key={category.key}
            onClick={() => onPick(category.key)}
            aria-pressed={selected === category.key}
          >
            <Paper
              withBorder
              radius="lg"
              p="md"
              h="100%"
              style={selected === category.key ? { borderColor: 'var(--mantine-color-indigo-6)' } : undefined}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="xl" variant="light" color={category.color}>
                  <CategoryIcon name={category.icon} size={22} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{category.name}</Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {category.intro}
                  </Text>
                </div>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function CopyEmails({
  emails,
  onChange,
  error,
}: {
  emails: string[];
  onChange: (emails: string[]) => void;
  error?: string;
}) {
  const [candidate, setCandidate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const email = candidate.trim().toLowerCase();
    // The same rules as the whole form: a valid address, no duplicates, at most 10.
    const result = BotInputSchema.shape.notificationEmails.safeParse([...emails, email]);
    if (!result.success) {
      setProblem(result.error.issues[0]?.message ?? msg.bot.emailInvalid);
      return;
    }
    onChange([...emails, email]);
    setCandidate('');
    setProblem(null);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={f.copyEmails}
          type="email"
          placeholder="correo@ejemplo.com"
          leftSection={<IconMail size={16} />}
          value={candidate}
          onChange={(event) => {
            setCandidate(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={problem ?? error}
        />
        <Button mt={25} variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
          {f.addEmail}
        </Button>
      </Group>
      {emails.length > 0 && (
        <Group gap={6}>
          {emails.map((email) => (
            <Badge
              key={email}
              variant="light"
              color="gray"
              size="lg"
              radius="xl"
              style={{ textTransform: 'none' }}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={f.removeEmail(email)}
                  onClick={() => onChange(emails.filter((e) => e !== email))}
                />
              }
            >
              {email}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export interface BotFormProps {
  bot?: BotDetail;
  categories: readonly Category[];
  /** Saves the bot (POST or PUT); errors go back to the form. */
  onSubmit: (values: BotFormValues) => Promise<void>;
  /**
   * Why the bot cannot be published now (answers with blanks to fill): the privacy switch cannot be
   * turned on and says why. A new bot starts private while it is set.
   */
  publishLock?: string | null;
  /** Shown under the chosen category (the starter templates of a new bot). */
  renderAfterCategory?: (values: BotFormValues) => ReactNode;
}

/** The bot form of spec section 2: create at /dashboard/bots/new, edit at /dashboard/bots/{id}. */
export function BotForm({ bot, categories, onSubmit, publishLock, renderAfterCategory }: BotFormProps) {
  const isNew = !bot;
  const { form, submitted, serverError, handleSubmit } = useSchemaForm<BotFormValues>(
    BotInputSchema,
    botFormValuesOf(bot),
    { codeFields: { alias_taken: 'alias' } },
  );
  // The first intent publishes a waiting bot on the server: the switch follows, whatever else is being typed.
  const storedStatus = bot?.status;
  const shownStatus = useRef(storedStatus);
  useEffect(() => {
    if (storedStatus === undefined || storedStatus === shownStatus.current) return;
    shownStatus.current = storedStatus;
    form.setFieldValue('status', isPublished(storedStatus) ? BotStatus.published : BotStatus.unpublished);
    // Only a change of the stored status moves the switch; `form` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedStatus]);
  // What the first step shows: the types of business (a new bot starts there), or the directory's categories
  // for a business of another type; null once one is chosen.
  const [picking, setPicking] = useState<'type' | 'category' | null>(null);
  // A new bot's alias follows its name until the owner writes one (issue 38).
  const aliasTouched = useRef(!isNew);
  const [locationOpen, setLocationOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [tagSearch, setTagSearch] = useState('');
  const [tagTerm] = useDebouncedValue(tagSearch.trim(), Timing.searchDebounceMs);
  const tagSuggestions = useQuery(tagsQuery(tagTerm));
  const { publicUrl } = appConfig();

  const values = form.values;
  const category = categories.find((c) => c.key === values.categoryKey);
  const businessType = businessTypeOf(values.businessType);
  const showFields = !!category && picking === null;
  const [aliasTerm] = useDebouncedValue(values.alias.trim().toLowerCase(), Timing.searchDebounceMs);
  const aliasCheck = useQuery({
    ...aliasCheckQuery(aliasTerm, bot?._id),
    enabled: showFields && aliasTerm.length > 0 && aliasTerm !== bot?.alias,
  });
  const aliasStatus =
    aliasTerm !== values.alias.trim().toLowerCase() || aliasCheck.isFetching
      ? aliasTerm && aliasTerm !== bot?.alias
        ? { text: f.aliasChecking, color: 'dimmed' }
        : null
      : aliasCheck.data
        ? aliasCheck.data.available
          ? { text: f.aliasFree(aliasCheck.data.alias), color: 'green.9' }
          : { text: aliasCheck.data.message ?? msg.bot.aliasTaken, color: 'red.8' }
        : null;
  const hintAlias = useDelayedFlag(Timing.hintAliasMs, isNew && showFields);
  const hintName = useDelayedFlag(Timing.hintNameMs, isNew && showFields);
  const hintDescription = useDelayedFlag(Timing.hintDescriptionMs, isNew && showFields);
  const errorOf = (path: string) => {
    if (!submitted) return undefined;
    const direct = form.errors[path];
    if (direct) return String(direct);
    const nested = Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`));
    return nested ? String(nested[1]) : undefined;
  };

  const published = values.status === BotStatus.published;
  // A new bot follows the lock (a template's blanks); an existing one keeps what the owner chose.
  useEffect(() => {
    if (isNew) form.setFieldValue('status', publishLock ? BotStatus.unpublished : BotStatus.published);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the lock comes or goes
  }, [isNew, !!publishLock]);
  const hasPoint = values.locationLatitude != null && values.locationLongitude != null;
  const location: BotLocation = {
    locationAddress: values.locationAddress,
    locationLatitude: values.locationLatitude,
    locationLongitude: values.locationLongitude,
    country: values.country,
    province: values.province,
    city: values.city,
  };
  const place = [values.city, values.province, values.country].filter(Boolean).join(', ');

  const submit = handleSubmit(async (input) => {
    await onSubmit(input);
  });

  if (!showFields) {
    const choosingCategory = picking === 'category' || (picking === null && !isNew);
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {choosingCategory ? (
          <Stack gap="sm">
            <CategoryPicker
              categories={categories}
              selected={values.categoryKey}
              error={errorOf('categoryKey')}
              onPick={(key) => {
                form.setFieldValue('categoryKey', key);
                // A category chosen by hand is a business of none of the listed types.
                form.setFieldValue('businessType', null);
                setPicking(null);
              }}
            />
            <Button variant="subtle" w="fit-content" onClick={() => setPicking('type')}>
              {f.typeBack}
            </Button>
          </Stack>
        ) : (
          <BusinessTypePicker
            categories={categories}
            selected={values.businessType}
            error={errorOf('categoryKey') ?? errorOf('businessType')}
            onPick={(type) => {
              form.setValues({ categoryKey: type.categoryKey, businessType: type.key });
              setPicking(null);
            }}
            onOther={() => setPicking('category')}
          />
        )}
      </Paper>
    );
  }

  const tagData = (tagSuggestions.data?.tags ?? [])
    .map((tag) => tag.name)
    .filter((name) => !values.tags.includes(name));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md" data-testid="selected-category">
          <Group wrap="nowrap" gap="md">
            <ThemeIcon size={52} radius="xl" variant="light" color={category.color}>
              <CategoryIcon name={category.icon} size={28} />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {businessType ? f.selectedType : f.selectedCategory}
              </Text>
              <Text fw={700} size="lg">
                {businessType?.name ?? category.name}
              </Text>
              {businessType && (
                <Text size="sm" c="dimmed">
                  {category.name}
                </Text>
              )}
            </div>
            <Tooltip label={f.changeType} withArrow>
              <ActionIcon
                variant="light"
                size="lg"
                radius="xl"
                aria-label={f.changeType}
                onClick={() => setPicking('type')}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>

        {renderAfterCategory?.(values)}

        <Section title={f.details} icon={<IconSparkles size={18} />}>
          <Stack gap="md">
            <PictureUpload
              label={f.picture}
              value={values.pictureUrl}
              onChange={(url) => form.setFieldValue('pictureUrl', url)}
              kind="bot"
              fallback={(values.name || '?').slice(0, 1).toUpperCase()}
              hint={f.pictureHint}
              uploadingText={f.pictureUploading}
              failedText={msg.files.profileUploadFailed}
              onUploadingChange={setUploading}
            />
            <TextInput
              label={f.name}
              withAsterisk
              {...form.getInputProps('name')}
              onChange={(event) => {
                const name = event.currentTarget.value;
                form.setFieldValue('name', name);
                if (!aliasTouched.current) form.setFieldValue('alias', aliasFromName(name));
              }}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              description={
                <FieldHelp
                  hint={hintName ? f.hintName : undefined}
                  count={`${values.name.length}/${BotLimits.nameMax}`}
                />
              }
            />
            <TextInput
              label={f.alias}
              withAsterisk
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              maxLength={BotLimits.aliasMax + 10}
              {...form.getInputProps('alias')}
              onChange={(event) => {
                aliasTouched.current = true;
                form.setFieldValue('alias', event.currentTarget.value.toLowerCase());
              }}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              description={
                <>
                  <FieldHelp
                    hint={hintAlias ? f.hintAlias(publicUrl) : undefined}
                    count={`${values.alias.length}/${BotLimits.aliasMax}`}
                  />
                  {aliasStatus && (
                    <Text
                      span
                      size="xs"
                      c={aliasStatus.color}
                      role="status"
                      data-testid="alias-status"
                      display="block"
                    >
                      {aliasStatus.text}
                    </Text>
                  )}
                </>
              }
            />
            <Textarea
              label={f.description}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps('description')}
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              description={
                <FieldHelp
                  hint={hintDescription ? f.hintDescription : undefined}
                  count={`${values.description.length}/${BotLimits.descriptionMax}`}
                />
              }
            />
            <TagsInput
              label={f.tags}
              withAsterisk
              placeholder={values.tags.length === 0 ? f.tagsPlaceholder : undefined}
              data={tagData}
              value={values.tags}
              onChange={(tags) =>
                form.setFieldValue(
                  'tags',
                  tags.map((tag) => tag.toLowerCase()),
                )
              }
              searchValue={tagSearch}
              onSearchChange={setTagSearch}
              splitChars={[',']}
              maxTags={BotLimits.tagsMax}
              acceptValueOnBlur
              clearable
              error={errorOf('tags')}
              comboboxProps={{ withinPortal: true }}
            />
          </Stack>
        </Section>

        <Section title={f.contact} icon={<IconAddressBook size={18} />}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {f.contactHint}
            </Text>
            <TextInput
              label={f.contactPhone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={f.contactPhonePlaceholder}
              leftSection={<IconBrandWhatsapp size={16} />}
              {...form.getInputProps('contactPhone')}
            />
            <TextInput
              label={f.contactEmail}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={f.contactEmailPlaceholder}
              leftSection={<IconMail size={16} />}
              {...form.getInputProps('contactEmail')}
            />
            <TextInput
              label={f.contactWebsite}
              inputMode="url"
              autoComplete="url"
              placeholder={f.contactWebsitePlaceholder}
              leftSection={<IconWorld size={16} />}
              {...form.getInputProps('contactWebsite')}
            />
            <TextInput
              label={f.contactInstagram}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder={f.contactInstagramPlaceholder}
              leftSection={<IconBrandInstagram size={16} />}
              {...form.getInputProps('contactInstagram')}
            />
          </Stack>
        </Section>

        <Section title={f.location} icon={<IconMapPin size={18} />}>
          <Stack gap="sm">
            {hasPoint && (
              <LazyPlaceMap
                latitude={values.locationLatitude!}
                longitude={values.locationLongitude!}
                height={180}
                name={values.name}
              />
            )}
            {values.locationAddress ? (
              <div>
                <Text>{values.locationAddress}</Text>
                {place && (
                  <Text size="sm" c="dimmed">
                    {place}
                  </Text>
                )}
              </div>
            ) : (
              <Text c="dimmed" size="sm">
                {f.noLocation}
              </Text>
            )}
            {(errorOf('locationAddress') || errorOf('locationLatitude')) && (
              <Text c="red" size="sm" role="alert">
                {errorOf('locationAddress') ?? errorOf('locationLatitude')}
              </Text>
            )}
            <Group justify="space-between" align="center" gap="sm">
              <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
                {msg.bot.locationNote}
              </Text>
              <Button
                variant="light"
                leftSection={<IconMapPin size={18} />}
                onClick={() => setLocationOpen(true)}
              >
                {f.location}
              </Button>
            </Group>
          </Stack>
        </Section>

        <Section title={f.privacy} icon={published ? <IconLockOpen size={18} /> : <IconLock size={18} />}>
          <Switch
            size="md"
            color="green"
            checked={published}
            disabled={!!publishLock && !published}
            error={errorOf('status')}
            onChange={(event) =>
              form.setFieldValue(
                'status',
                event.currentTarget.checked ? BotStatus.published : BotStatus.unpublished,
              )
            }
            label={
              <Group gap={6} wrap="nowrap" component="span">
                {published ? (
                  <IconLockOpen size={18} color="var(--mantine-color-green-7)" />
                ) : (
                  <IconLock size={18} color="var(--mantine-color-red-7)" />
                )}
                <Text span fw={600} c={published ? 'green.8' : 'red.8'}>
                  {published ? f.published : f.unpublished}
                </Text>
              </Group>
            }
            description={
              isNew && published
                ? f.publishWhenTrainedHint
                : published
                  ? f.publishedHint
                  : bot?.publishWhenTrained
                    ? f.waitingHint
                    : msg.botPage.unavailable
            }
          />
          {publishLock && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              mt="sm"
              data-testid="publish-lock"
            >
              {publishLock}
            </Alert>
          )}
        </Section>

        <Section
          title={f.notifications}
          icon={values.notificationOn ? <IconBell size={18} /> : <IconBellOff size={18} />}
        >
          <Stack gap="md">
            <Switch
              size="md"
              checked={values.notificationOn}
              onChange={(event) => form.setFieldValue('notificationOn', event.currentTarget.checked)}
              label={
                <Text span fw={600}>
                  {values.notificationOn ? f.notificationsOn : f.notificationsOff}
                </Text>
              }
              description={values.notificationOn ? f.notificationsOnText : f.notificationsOffText}
            />
            {values.notificationOn && (
              <>
                <Text size="sm" c="dimmed">
                  {f.digestNote} <SupportContact />.
                </Text>
                <CopyEmails
                  emails={values.notificationEmails}
                  onChange={(emails) => form.setFieldValue('notificationEmails', emails)}
                  error={errorOf('notificationEmails')}
                />
              </>
            )}
          </Stack>
        </Section>

        {appConfig().llmEnabled && (
          <Section title={f.llm} icon={<IconSparkles size={18} />}>
            <Stack gap="xs">
              <Switch
                size="md"
                data-llm-switch
                checked={values.llmOn}
                onChange={(event) => form.setFieldValue('llmOn', event.currentTarget.checked)}
                label={
                  <Text span fw={600}>
                    {values.llmOn ? f.llmOn : f.llmOff}
                  </Text>
                }
              />
              <Text size="sm" c="dimmed">
                {f.llmNote}
              </Text>
              <Textarea
                label={f.instructions}
                placeholder={f.instructionsPlaceholder}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('instructions')}
                inputWrapperOrder={['label', 'input', 'error', 'description']}
                description={
                  <FieldHelp
                    hint={f.instructionsHint}
                    count={`${values.instructions.length}/${BotLimits.instructionsMax}`}
                  />
                }
              />
            </Stack>
          </Section>
        )}

        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            radius="xl"
            leftSection={isNew ? <IconPlus size={18} /> : <IconDeviceFloppy size={18} />}
            loading={form.submitting}
            disabled={uploading}
            fullWidth={false}
          >
            {isNew ? f.create : f.save}
          </Button>
        </Group>
      </Stack>

      {locationOpen && (
        <Suspense fallback={null}>
          <LocationDialog
            initial={location}
            onClose={() => setLocationOpen(false)}
            onApply={(next) => {
              form.setValues({ ...next });
              setLocationOpen(false);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
