import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Accordion,
  Alert,
  Button,
  CloseButton,
  Container,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageQuestion, IconMoodEmpty, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { ContentLimits } from '../../../shared/schemas/content';
import { BotMarkdown } from '../../components/bot-markdown';
import { publicFaqQuery } from '../../features/admin/api/admin-content';
import { queryClient } from '../../lib/query-client';
import { paths } from '../../paths';
import { ContentHeader } from './content-header';

const f = msg.faqPage;

/** The term the API gets: searches start at 3 characters (spec section 9), shorter ones list everything. */
function searchTerm(input: string): string | undefined {
  const term = input.trim();
  return term.length >= Timing.searchMinChars ? term : undefined;
}

/**
 * The FAQ before the screen draws (issue 38): the first render shows the questions the server's first view
 * already showed, not skeletons in their place. A failure leaves it to the screen's own error.
 */
export async function loader() {
  await queryClient.prefetchQuery(publicFaqQuery(undefined));
  return null;
}

/** /questions: the platform FAQ (GET /api/faq?term=), searchable, answers as safe markdown. */
export default function QuestionsPage() {
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input, Timing.searchDebounceMs);
  const term = searchTerm(debounced);
  const faq = useQuery(publicFaqQuery(term));
  const entries = faq.data?.entries;

  return (
    <>
      <ContentHeader title={msg.pages.questions} description={f.description}>
        <TextInput
          mt="lg"
          maw={560}
          size="md"
          radius="xl"
          type="search"
          aria-label={f.searchLabel}
          placeholder={f.searchPlaceholder}
          maxLength={ContentLimits.termMax}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          leftSection={faq.isFetching && entries ? <Loader size={16} /> : <IconSearch size={18} />}
          rightSection={
            input ? <CloseButton aria-label={f.clear} onClick={() => setInput('')} radius="xl" /> : null
          }
        />
      </ContentHeader>

      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        {faq.isPending ? (
          <Stack gap="sm" aria-busy>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} h={56} radius="md" />
            ))}
          </Stack>
        ) : faq.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{f.loadError}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void faq.refetch()}>
                {f.retry}
              </Button>
            </Group>
          </Alert>
        ) : entries && entries.length > 0 ? (
          <>
            <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
              {f.count(entries.length)}
            </Text>
            <Accordion variant="separated" radius="md" chevronPosition="right">
              {entries.map((entry) => (
                <Accordion.Item key={entry._id} value={entry._id}>
                  <Accordion.Control>
                    <Text fw={600}>{entry.question}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <BotMarkdown text={entry.answer} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </>
        ) : (
          <Paper withBorder radius="lg" p="xl" data-testid="faq-empty">
            <Stack align="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconMoodEmpty size={30} />
              </ThemeIcon>
              <Text c="dimmed" ta="center" aria-live="polite">
                {msg.empty.results}
              </Text>
            </Stack>
          </Paper>
        )}

        <Paper radius="lg" p="lg" mt="xl" bg="indigo.0">
          <Group gap="md" align="center">
            <Group wrap="nowrap" gap="md" style={{ flex: '1 1 240px' }}>
              <ThemeIcon size={44} radius="xl" variant="white" style={{ flex: 'none' }}>
                <IconMessageQuestion size={24} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{f.notFoundTitle}</Text>
                <Text size="sm" c="dimmed">
                  {f.notFoundText}
                </Text>
              </div>
            </Group>
            <Button component={Link} to={paths.contact()} variant="filled" radius="xl">
              {msg.nav.talk}
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
