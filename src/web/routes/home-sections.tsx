import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { msg } from '../../shared/messages.es';
import { homeLists } from '../../shared/page-texts.es';
import type { Category } from '../../shared/schemas/categories';
import { CategorySlider } from '../features/bots/components/category-slider';
import { homeUsersQuery } from '../features/home/api/get-home-users';
import { BenefitList } from '../features/home/benefits';
import { BotRow } from '../features/bots/components/bot-row';
import { SponsorList } from '../features/home/sponsors';
import { UserCarousel } from '../features/home/user-carousel';
import classes from './home-sections.module.css';

const h = msg.home;

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={id}>
      <Stack gap={2} mb="md">
        <Title order={2} id={id} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
      </Stack>
      {children}
    </section>
  );
}

/**
 * Everything of the home below the explainer, in one lazy module: the category slider, the featured and
 * best-rated rows, the user carousel, benefits and sponsors. One chunk on purpose, so the home's first
 * download does not grow and the rest arrives in a single request.
 */
export default function HomeSections({ categories }: { categories: readonly Category[] | undefined }) {
  const users = useQuery(homeUsersQuery()).data?.users;
  return (
    <Container size="lg" pb="xl">
      {categories && (
        <Section id="home-categories" title={h.categoriesTitle} text={h.categoriesText}>
          <CategorySlider categories={categories} />
        </Section>
      )}
      <BotRow
        id="home-featured"
        title={h.featuredTitle}
        text={h.featuredText}
        sort="recent"
        categories={categories}
      />
      <BotRow
        id="home-best-rated"
        title={h.bestRatedTitle}
        text={h.bestRatedText}
        sort="rating"
        categories={categories}
      />
      {users && users.length > 0 && (
        <Section id="home-users" title={h.usersTitle} text={h.usersText}>
          <UserCarousel users={users} />
        </Section>
      )}
      <Section id="home-benefits" title={h.benefitsTitle}>
        <BenefitList benefits={homeLists.benefits} />
      </Section>
      <Section id="home-sponsors" title={h.sponsorsTitle} text={h.sponsorsText}>
        <SponsorList sponsors={homeLists.sponsors} />
      </Section>
    </Container>
  );
}
