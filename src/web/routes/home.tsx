import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconRocket, IconSearch } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Layout } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { SupportContact } from '../components/support-contact';
import { homeBotsQuery } from '../features/bots/api/get-home-bots';
import { categoriesQuery } from '../features/bots/api/places';
import { homeUsersQuery } from '../features/home/api/get-home-users';
import { LogoMark } from '../features/home/logo-mark';
import { useSession } from '../lib/session-store';
import { hasSeenOnboarding } from '../features/home/onboarding-state';
import { paths } from '../paths';
import classes from './home.module.css';
import { useCreateBotHref } from '../lib/use-create-bot-href';

// Below the fold and first-visit only: both load after the first render, so the home's first download
// stays within its budget (`BENCH_ONLY=bundle npm run bench`).
const HomeSections = lazy(() => import('./home-sections'));
const OnboardingStepper = lazy(() => import('../features/home/onboarding-stepper'));
// The mock card only illustrates the hero beside the text: phones, where it would push the text down, never
// download it.
const MockBotCard = lazy(() => import('../features/home/mock-bot-card'));

const h = msg.home;

/** The three steps as cards, ending in "Comenzar" and the help address (spec section 1). */
function StepsExplainer() {
  const createBotHref = useCreateBotHref();
  return (
    <section aria-labelledby="home-steps">
      <Title order={2} id="home-steps" mb="lg" fz={{ base: 22, sm: 28 }}>
        {h.stepsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {h.steps.map((step, index) => (
          <Card key={step.title} withBorder radius="lg" padding="lg" className={classes.stepCard}>
            <ThemeIcon size={40} radius="xl" variant="light">
              {index + 1}
            </ThemeIcon>
            <Text fw={700} mt="md">
              {step.title}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group mt="lg" gap="md">
        <Button component={Link} to={createBotHref}>
          {h.start}
        </Button>
        <Text size="sm" c="dimmed">
          {h.help} <SupportContact />
        </Text>
      </Group>
    </section>
  );
}

export default function HomePage() {
  const createBotHref = useCreateBotHref();
  const categories = useQuery(categoriesQuery()).data?.categories;
  // The lower rows' data is asked for now, while their code is still downloading.
  usePrefetchQuery(homeBotsQuery('recent'));
  usePrefetchQuery(homeBotsQuery('rating'));
  usePrefetchQuery(homeUsersQuery());
  const [stepperOpen, setStepperOpen] = useState(() => !hasSeenOnboarding());
  // The first-visit guide is for newcomers: someone with an account (loading or signed in) never gets it.
  const newcomer = useSession().status === 'anonymous';
  // Read during the first render, not after it: the app is never hydrated, and a second render would follow.
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  // Everything below the explainer is drawn as a transition after the first paint: React then builds it in
  // slices between which the phone stays responsive, instead of one long task (Lighthouse's TBT).
  const [sectionsShown, setSectionsShown] = useState(false);
  useEffect(() => startTransition(() => setSectionsShown(true)), []);

  return (
    <>
      <Box className={classes.hero} mih={Layout.heroMinHeightPx}>
        <Container size="lg" py={{ base: 40, sm: 60 }} w="100%">
          <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
            <Stack gap="lg" maw={640}>
              <Title order={1} c="white" fz={{ base: 34, sm: 52 }} lh={1.1}>
                {h.heroTitle}
              </Title>
              <Text c="indigo.0" fz={{ base: 'md', sm: 'lg' }}>
                {h.heroText}
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to={paths.explore()}
                  size="md"
                  variant="white"
                  leftSection={<IconSearch size={18} />}
                >
                  {h.explore}
                </Button>
                <Button
                  component={Link}
                  to={createBotHref}
                  size="md"
                  variant="outline"
                  color="white"
                  leftSection={<IconRocket size={18} />}
                >
                  {h.create}
                </Button>
              </Group>
            </Stack>
            {wide && (
              <Suspense fallback={null}>
                <MockBotCard />
              </Suspense>
            )}
          </Group>
        </Container>
      </Box>

      <Container size="lg" className={classes.welcome}>
        <Paper
          component="section"
          radius="lg"
          shadow="md"
          withBorder
          p={{ base: 'lg', sm: 'xl' }}
          aria-labelledby="home-welcome"
        >
          <Group gap="xl" wrap="wrap" justify="center">
            <LogoMark size={Layout.logoPx} className={classes.logo} />
            <Stack gap="sm" style={{ flex: '1 1 320px' }}>
              <Title order={2} id="home-welcome" fz={{ base: 24, sm: 30 }}>
                {h.welcomeTitle}
              </Title>
              <Text fz="lg" fw={600} c="indigo.8">
                {h.welcome}
              </Text>
              <Text c="dimmed">{h.welcomeText}</Text>
              <Group gap="xs">
                {h.highlights.map((highlight) => (
                  <Badge
                    key={highlight}
                    variant="light"
                    size="lg"
                    radius="xl"
                    leftSection={<IconCheck size={14} />}
                    style={{ textTransform: 'none' }}
                  >
                    {highlight}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Group>
        </Paper>
      </Container>

      <Container size="lg" py={{ base: 32, sm: 48 }}>
        {stepperOpen && newcomer ? (
          <Suspense fallback={<Box mih={360} />}>
            <OnboardingStepper onClose={() => setStepperOpen(false)} />
          </Suspense>
        ) : (
          <StepsExplainer />
        )}
      </Container>

      <Suspense fallback={<Box mih={Layout.heroMinHeightPx} />}>
        {sectionsShown ? <HomeSections categories={categories} /> : <Box mih={Layout.heroMinHeightPx} />}
      </Suspense>
    </>
  );
}
