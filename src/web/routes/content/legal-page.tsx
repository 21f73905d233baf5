import '@mantine/core/styles/Divider.css';
import { Anchor, Container, Divider, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { msg } from '../../../shared/messages.es';
import type { LegalDocument } from '../../../shared/page-texts.es';
import { paths } from '../../paths';
import { ContentHeader } from './content-header';
import classes from './content.module.css';

const sectionId = (index: number) => `seccion-${index + 1}`;

/** /privacy and /terms: a long document in titled sections, with a table of contents on wide screens. */
export function LegalPage({ title, document }: { title: string; document: LegalDocument }) {
  const c = msg.contentPages;
  return (
    <>
      <ContentHeader title={title} description={c.updated} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <div className={classes.layout}>
          <nav className={classes.toc} aria-label={title}>
            {document.sections.map((section, index) => (
              <a key={section.title} href={`#${sectionId(index)}`} className={classes.tocLink}>
                {section.title}
              </a>
            ))}
          </nav>
          <article className={classes.prose}>
            <Text fz="lg">{document.intro}</Text>
            {document.sections.map((section, index) => (
              <section key={section.title} id={sectionId(index)} aria-labelledby={`${sectionId(index)}-t`}>
                <Title order={2} id={`${sectionId(index)}-t`} fz={{ base: 20, sm: 22 }} mt="xl" mb="xs">
                  {section.title}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} mt="sm">
                    {paragraph}
                  </Text>
                ))}
              </section>
            ))}
            <Divider my="xl" />
            <Paper withBorder radius="lg" p="md">
              <Text fw={600}>{c.questionsCta}</Text>
              <Text size="sm" mt={4}>
                <Anchor component={Link} to={paths.questions()}>
                  {c.questionsLink}
                </Anchor>{' '}
                ·{' '}
                <Anchor component={Link} to={paths.contact()}>
                  {c.contactLink}
                </Anchor>
              </Text>
            </Paper>
          </article>
        </div>
      </Container>
    </>
  );
}
