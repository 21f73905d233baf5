import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconRocket, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Layout } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import type { Category } from '../../shared/schemas/categories';
import { api } from '../lib/api-client';
import { appConfig } from '../lib/app-config';
import { paths } from '../paths';
import classes from './home.module.css';

export function HomePage() {
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: () => api<{ categories: Category[] }>('/categories'),
    staleTime: Infinity,
  });
  const { supportEmail } = appConfig();
  return (
    <>
      <Box className={classes.hero} mih={Layout.heroMinHeightPx}>
        <Container size="lg" py={60} w="100%">
          <Stack gap="lg" maw={720}>
            <Text c="cyan.1" fw={700} tt="uppercase" fz="xs" style={{ letterSpacing: '0.08em' }}>
              {msg.home.welcome}
            </Text>
            <Title order={1} c="white" fz={{ base: 34, sm: 52 }} lh={1.1}>
              {msg.home.heroTitle}
            </Title>
            <Text c="indigo.0" fz={{ base: 'md', sm: 'lg' }}>
              {msg.home.heroText}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.explore()}
                size="md"
                variant="white"
                leftSection={<IconSearch size={18} />}
              >
                {msg.home.explore}
              </Button>
              <Button
                component={Link}
                to={paths.signUp()}
                size="md"
                variant="outline"
                color="white"
                leftSection={<IconRocket size={18} />}
              >
                {msg.home.create}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={48}>
        <Title order={2} mb="lg">
          {msg.home.stepsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {msg.home.steps.map((step, index) => (
            <Card key={step.title} withBorder padding="lg">
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
          <Button component={Link} to={paths.signUp()}>
            {msg.home.start}
          </Button>
          <Text size="sm" c="dimmed">
            {msg.home.help} <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
          </Text>
        </Group>
      </Container>

      {categories.data && (
        <Container size="lg" pb={48}>
          <Title order={2} mb="lg">
            {msg.home.categoriesTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {categories.data.categories.map((category) => (
              <Card
                key={category.key}
                component={Link}
                to={paths.explore({ cat: category.key })}
                withBorder
                padding="md"
                className={classes.category}
              >
                <Badge color={category.color} variant="light">
                  {category.name}
                </Badge>
                <Text size="sm" mt="xs" c="dimmed" lineClamp={2}>
                  {category.intro}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      )}
    </>
  );
}
