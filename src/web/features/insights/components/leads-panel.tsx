import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAddressBook, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../../shared/messages.es';
import { insightsText } from '../../../../shared/messages/insights.es';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { downloadLeadsCsv, leadsQuery } from '../api/insights';
import {
  formatShortDateTime,
  isRangeValid,
  leadsCsvFileName,
  type CsvSeparator,
  type LeadsRange,
} from '../insights-format';
import { EmptyNote } from './empty-note';
import { LeadsBoard } from './leads-board';
import { teamText } from '../../../../shared/messages/team-screens.es';
import classes from './insights.module.css';

const t = insightsText.leads;
const tt = teamText.leads;
/** The server's page size for GET /leads: the table shows at most this many. */
const LEADS_SHOWN = 500;

/** The data visitors left, one row per conversation, with a date range and the CSV download. */
export function LeadsPanel({
  botId,
  alias,
  getToken,
  onOpenConversation,
  isMobile,
}: {
  botId: string;
  alias: string;
  getToken: () => string | undefined;
  onOpenConversation: (conversationId: string) => void;
  isMobile: boolean;
}) {
  const [view, setView] = useState<'board' | 'table'>('board');
  const [range, setRange] = useState<LeadsRange>({});
  const [separator, setSeparator] = useState<CsvSeparator>(';');
  const [downloading, setDownloading] = useState(false);
  const valid = isRangeValid(range);
  const leads = useQuery({ ...leadsQuery(botId, range), enabled: valid, placeholderData: keepPreviousData });
  const data = leads.data;

  const handleDownload = async () => {
    setDownloading(true);
    try {
      await downloadLeadsCsv(botId, { ...range, separator }, getToken(), leadsCsvFileName(alias, range));
      toast(t.downloaded, { color: 'success' });
    } catch (error) {
      toast(error instanceof ApiError && error.status !== 500 ? error.message : t.downloadFailed, {
        color: 'danger',
      });
    } finally {
      setDownloading(false);
    }
  };

  const setEnd = (end: keyof LeadsRange) => (value: string) =>
    setRange((old) => ({ ...old, [end]: value || undefined }));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t.from}
          value={range.from ?? ''}
          onChange={(event) => setEnd('from')(event.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t.to}
          value={range.to ?? ''}
          onChange={(event) => setEnd('to')(event.currentTarget.value)}
          error={valid ? undefined : t.badRange}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="csv-separator">
            {t.separator}
          </Text>
          <SegmentedControl
            aria-labelledby="csv-separator"
            value={separator}
            onChange={(value) => setSeparator(value as CsvSeparator)}
            data={[
              { value: ';', label: t.semicolon },
              { value: ',', label: t.comma },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="leads-view">
            {tt.views}
          </Text>
          <SegmentedControl
            aria-labelledby="leads-view"
            value={view}
            onChange={(value) => setView(value as 'board' | 'table')}
            data={[
              { value: 'board', label: tt.board },
              { value: 'table', label: tt.table },
            ]}
            data-testid="leads-view"
          />
        </Stack>
        <Button
          leftSection={<IconDownload size={18} />}
          radius="xl"
          onClick={() => void handleDownload()}
          loading={downloading}
          disabled={!valid}
        >
          {t.download}
        </Button>
      </Group>

      {leads.isPending && valid ? (
        <Center py="xl">
          <Loader aria-label={t.loading} />
        </Center>
      ) : leads.isError ? (
        <Text c="red">{leads.error instanceof ApiError ? leads.error.message : msg.api.internal}</Text>
      ) : !data ? null : data.fields.length === 0 ? (
        <EmptyNote icon={<IconAddressBook size={24} />} title={t.noFields} hint={t.noFieldsHint} />
      ) : data.leads.length === 0 ? (
        <EmptyNote icon={<IconAddressBook size={24} />} title={t.empty} hint={t.emptyHint} />
      ) : view === 'board' ? (
        <LeadsBoard botId={botId} data={data} isMobile={isMobile} onOpenConversation={onOpenConversation} />
      ) : (
        <>
          <div className={classes.tableScroll}>
            <Table
              striped
              highlightOnHover
              withTableBorder
              fz="sm"
              miw={420}
              aria-label={t.tableLabel}
              data-testid="leads-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.date}</Table.Th>
                  <Table.Th>{t.visitor}</Table.Th>
                  {data.fields.map((field) => (
                    <Table.Th key={field.name}>{field.label}</Table.Th>
                  ))}
                  <Table.Th>{tt.moveTo}</Table.Th>
                  <Table.Th>{tt.labels}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.leads.map((lead) => (
                  <Table.Tr key={lead.conversationId}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => onOpenConversation(lead.conversationId)}
                        title={t.open}
                      >
                        {formatShortDateTime(lead.createdAt)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{lead.visitor}</Table.Td>
                    {data.fields.map((field) => (
                      <Table.Td key={field.name} style={{ overflowWrap: 'anywhere' }}>
                        {lead.values[field.name] ?? ''}
                      </Table.Td>
                    ))}
                    <Table.Td>{data.stages.find((stage) => stage.key === lead.stage)?.name ?? ''}</Table.Td>
                    <Table.Td>{lead.labels.join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {data.leads.length >= LEADS_SHOWN && (
            <Text size="sm" c="dimmed">
              {t.firstOnly(LEADS_SHOWN)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
