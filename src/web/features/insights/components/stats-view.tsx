import { formatMoney } from '../../../../shared/format-money';
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Anchor, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { insightsText } from '../../../../shared/messages/insights.es';
import type { Stats } from '../../../../shared/schemas/inbox';
import { formatShare, intentLabel, statsRows } from '../insights-format';
import classes from './insights.module.css';

const t = insightsText.stats;

function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-testid="stats-card">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The period's totals: conversations, messages, answered share, leads and ratings; and the replies the
 * language model worded, when it worded any in the period (a bot without the model never shows a zero).
 */
export function StatsSummary({ stats }: { stats: Stats }) {
  const { totals } = stats;
  const model = totals.modelWorded > 0;
  // A bot that takes no bookings never shows a zero either.
  const booked = totals.bookings > 0;
  // Nor one that sold nothing through its conversations.
  const sold = totals.sales > 0;
  const cards = 5 + Number(model) + Number(booked) + Number(sold);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: cards === 5 ? 5 : 3, lg: cards >= 7 ? 4 : cards }} spacing="sm">
      <SummaryCard label={t.conversations} value={String(totals.conversations)} />
      <SummaryCard label={t.visitorMessages} value={String(totals.visitorMessages)} />
      <SummaryCard
        label={t.answeredShare}
        value={formatShare(totals.answeredShare)}
        hint={t.answeredOf(totals.answered, totals.visitorMessages)}
      />
      <SummaryCard label={t.leads} value={String(totals.leads)} />
      <SummaryCard label={t.ratings} value={String(totals.ratings)} />
      {model && (
        <SummaryCard label={t.modelWorded} value={String(totals.modelWorded)} hint={t.modelWordedHint} />
      )}
      {booked && (
        <SummaryCard
          label={t.bookings}
          value={String(totals.bookings)}
          hint={t.bookedShareHint(formatShare(totals.bookedShare))}
        />
      )}
      {sold && (
        <SummaryCard
          label={t.sales}
          value={String(totals.sales)}
          hint={t.salesHint(totals.revenue.map((r) => formatMoney(r.total, r.currency)).join(' · '))}
        />
      )}
    </SimpleGrid>
  );
}

const xAxisProps = { minTickGap: 18 };

/** Per-day charts, or the same numbers as a table (the accessible view). */
export function StatsDaily({ stats, days }: { stats: Stats; days: number }) {
  const [view, setView] = useState<'charts' | 'table'>('charts');
  const rows = statsRows(stats.days);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t.chartsTitle}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t.view}
          value={view}
          onChange={(value) => setView(value as 'charts' | 'table')}
          data={[
            { value: 'charts', label: t.charts },
            { value: 'table', label: t.table },
          ]}
        />
      </Group>
      {view === 'charts' ? (
        <Stack gap="lg">
          <figure style={{ margin: 0 }}>
            <Text component="figcaption" size="sm" fw={600} mb={6}>
              {t.activityChart}
            </Text>
            <AreaChart
              h={220}
              data={rows}
              dataKey="label"
              curveType="linear"
              withDots={days <= 7}
              tickLine="y"
              gridAxis="xy"
              xAxisProps={xAxisProps}
              yAxisProps={{ width: 32, allowDecimals: false }}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              series={[
                { name: 'visitorMessages', label: t.visitorMessages, color: 'cyan.6' },
                { name: 'conversations', label: t.conversations, color: 'indigo.6' },
              ]}
            />
          </figure>
          <figure style={{ margin: 0 }}>
            <Text component="figcaption" size="sm" fw={600} mb={6}>
              {t.resultsChart}
            </Text>
            {/* Stacked: one bar per day stays visible on a phone, even over 90 days. */}
            <BarChart
              h={220}
              data={rows}
              dataKey="label"
              type="stacked"
              tickLine="y"
              xAxisProps={xAxisProps}
              yAxisProps={{ width: 32, allowDecimals: false }}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              series={[
                { name: 'answered', label: t.answered, color: 'teal.6' },
                { name: 'leads', label: t.leads, color: 'orange.6' },
                { name: 'ratings', label: t.ratings, color: 'grape.6' },
                ...(stats.totals.bookings > 0
                  ? [{ name: 'bookings', label: t.bookings, color: 'blue.6' }]
                  : []),
              ]}
            />
          </figure>
        </Stack>
      ) : (
        <div className={classes.tableScroll}>
          <Table
            striped
            withTableBorder
            fz="sm"
            miw={520}
            aria-label={t.tableCaption(days)}
            data-testid="stats-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.date}</Table.Th>
                <Table.Th scope="col">{t.conversations}</Table.Th>
                <Table.Th scope="col">{t.visitorMessages}</Table.Th>
                <Table.Th scope="col">{t.answered}</Table.Th>
                <Table.Th scope="col">{t.leads}</Table.Th>
                <Table.Th scope="col">{t.ratings}</Table.Th>
                <Table.Th scope="col">{t.bookings}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...rows].reverse().map((row) => (
                <Table.Tr key={row.date}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={row.date}>{row.label}</time>
                  </Table.Th>
                  <Table.Td>{row.conversations}</Table.Td>
                  <Table.Td>{row.visitorMessages}</Table.Td>
                  <Table.Td>{row.answered}</Table.Td>
                  <Table.Td>{row.leads}</Table.Td>
                  <Table.Td>{row.ratings}</Table.Td>
                  <Table.Td>{row.bookings}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Paper>
  );
}

function TopList({
  title,
  empty,
  items,
  footer,
  testId,
}: {
  title: string;
  empty: string;
  items: { text: string; count: number }[];
  footer?: ReactNode;
  testId: string;
}) {
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.card} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {items.map((item) => (
            <li key={item.text} style={{ marginBottom: 8 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.text}
                </Text>
                <Text size="sm" fw={600} style={{ flex: 'none' }}>
                  {t.times(item.count)}
                </Text>
              </Group>
              <div
                aria-hidden
                style={{
                  height: 4,
                  borderRadius: 2,
                  marginTop: 2,
                  width: `${(item.count / max) * 100}%`,
                  background: 'var(--mantine-color-indigo-3)',
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {footer}
    </Paper>
  );
}

/** The period's most used intents and most frequent unanswered questions. */
export function StatsTops({
  stats,
  unansweredHref,
  intentNames,
}: {
  stats: Stats;
  unansweredHref: string;
  /** Intent keys → the names the owner gave them. */
  intentNames: Record<string, string>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TopList
        title={t.topIntents}
        empty={t.noIntents}
        testId="top-intents"
        items={stats.topIntents.map((item) => ({
          text: intentLabel(item.intent, intentNames),
          count: item.count,
        }))}
      />
      <TopList
        title={t.topUnanswered}
        empty={t.noUnanswered}
        testId="top-unanswered"
        items={stats.topUnanswered}
        footer={
          stats.topUnanswered.length > 0 && (
            <Anchor size="sm" component={Link} to={unansweredHref}>
              {t.seeUnanswered}
            </Anchor>
          )
        }
      />
    </SimpleGrid>
  );
}
