import '../../components/form-styles';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHelp, IconMail, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { ContactInputSchema, ContentLimits, type ContactInput } from '../../../shared/schemas/content';
import { api } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';
import { useSchemaForm } from '../../lib/use-schema-form';
import { paths } from '../../paths';
import { ContentHeader } from './content-header';
import classes from './content.module.css';

const c = msg.contactPage;
const EMPTY: ContactInput = { name: '', email: '', message: '' };

/** /contact ("Hablemos"): a message to the support team, answered by e-mail (POST /api/contact). */
export default function ContactPage() {
  const { supportEmail } = appConfig();
  const { form, serverError, setSubmitted, handleSubmit } = useSchemaForm<ContactInput>(
    ContactInputSchema,
    EMPTY,
  );
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // Errors (400 with fields, 429 when rate limited) keep what was typed: only a sent message clears the form.
  const handleSend = handleSubmit(async (values) => {
    setSending(true);
    try {
      await api('/contact', { method: 'POST', body: values });
      setSentTo(values.email.trim());
      form.reset();
      setSubmitted(false);
    } finally {
      setSending(false);
    }
  });

  return (
    <>
      <ContentHeader title={msg.pages.contact} description={c.description} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <div className={classes.contactGrid}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {sentTo ? (
              <Stack align="center" ta="center" gap="sm" py="xl" role="status">
                <ThemeIcon size={64} radius="xl" color="green" variant="light">
                  <IconCircleCheck size={36} />
                </ThemeIcon>
                <Title order={2} fz={24}>
                  {c.sentTitle}
                </Title>
                <Text c="dimmed" maw={420}>
                  {c.sentText(sentTo)}
                </Text>
                <Button variant="light" mt="sm" onClick={() => setSentTo(null)}>
                  {c.another}
                </Button>
              </Stack>
            ) : (
              <form onSubmit={handleSend} noValidate>
                <Stack gap="md">
                  {serverError && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                      {serverError}
                    </Alert>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label={c.name}
                      placeholder={c.namePlaceholder}
                      autoComplete="name"
                      maxLength={ContentLimits.contactNameMax}
                      required
                      disabled={sending}
                      {...form.getInputProps('name')}
                    />
                    <TextInput
                      label={c.email}
                      placeholder={c.emailPlaceholder}
                      type="email"
                      autoComplete="email"
                      required
                      disabled={sending}
                      {...form.getInputProps('email')}
                    />
                  </SimpleGrid>
                  <Textarea
                    label={c.message}
                    placeholder={c.messagePlaceholder}
                    autosize
                    minRows={6}
                    maxRows={14}
                    maxLength={ContentLimits.contactMessageMax}
                    required
                    disabled={sending}
                    {...form.getInputProps('message')}
                  />
                  <Button
                    type="submit"
                    size="md"
                    loading={sending}
                    leftSection={<IconSend size={18} />}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {sending ? c.sending : c.send}
                  </Button>
                </Stack>
              </form>
            )}
          </Paper>

          <Stack gap="md">
            {/* Without an address (SUPPORT_EMAIL unset on a local host) the form above is the only way. */}
            {supportEmail && (
              <Paper withBorder radius="lg" p="lg">
                <ThemeIcon size={40} radius="xl" variant="light">
                  <IconMail size={22} />
                </ThemeIcon>
                <Text fw={700} mt="sm">
                  {c.directTitle}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {c.directText} <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
                </Text>
              </Paper>
            )}
            <Paper withBorder radius="lg" p="lg">
              <ThemeIcon size={40} radius="xl" variant="light" color="cyan">
                <IconHelp size={22} />
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {c.faqTitle}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {c.faqText}
              </Text>
              <Anchor component={Link} to={paths.questions()} size="sm" fw={600} mt="xs" display="block">
                {msg.contentPages.questionsLink}
              </Anchor>
            </Paper>
          </Stack>
        </div>
      </Container>
    </>
  );
}
