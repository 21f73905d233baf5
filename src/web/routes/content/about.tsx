import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconRocket, IconSearch, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { aboutPage } from '../../../shared/page-texts.es';
import { paths } from '../../paths';
import { ContentHeader } from './content-header';
import classes from './content.module.css';
import { useCreateBotHref } from '../../lib/use-create-bot-href';

const AUDIENCE_ICONS = [IconBuildingStore, IconUsers, IconSearch];

/** /about: what the product is and for whom, how it works and the team's mission. */
export default function AboutPage() {
  const createBotHref = useCreateBotHref();
  return (
    <>
      <ContentHeader title={msg.pages.about} description={aboutPage.description} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Text fz={{ base: 'lg', sm: 'xl' }} fw={500} maw={820} lh={1.6}>
          {aboutPage.intro}
        </Text>

        <Title order={2} mt={48} mb="md" fz={{ base: 22, sm: 28 }}>
          {aboutPage.audiencesTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {aboutPage.audiences.map((audience, index) => {
            const Icon = AUDIENCE_ICONS[index] ?? IconUsers;
            return (
              <Paper key={audience.title} withBorder radius="lg" p="lg">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={700} mt="sm">
                  {audience.title}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {audience.text}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>

        <div className={classes.prose}>
          {aboutPage.sections.map((section) => (
            <section key={section.title}>
              <Title order={2} mt={48} mb="xs" fz={{ base: 22, sm: 28 }}>
                {section.title}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} mt="sm">
                  {paragraph}
                </Text>
              ))}
            </section>
          ))}
        </div>

        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
          mt={48}
          style={{
            background: 'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-cyan-7))',
          }}
        >
          <Stack gap="sm">
            <Title order={2} c="white" fz={{ base: 22, sm: 28 }}>
              {aboutPage.ctaTitle}
            </Title>
            <Text c="indigo.0">{aboutPage.ctaText}</Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to={createBotHref}
                variant="white"
                leftSection={<IconRocket size={18} />}
              >
                {aboutPage.ctaCreate}
              </Button>
              <Button component={Link} to={paths.explore()} variant="outline" color="white">
                {aboutPage.ctaExplore}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
