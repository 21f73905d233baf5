import '../../components/form-styles';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { intentHasBlanks, intentsWithBlanks } from '../../../shared/blanks';
import { businessTypeOf } from '../../../shared/business-types';
import { findCategory, type CategoryKey } from '../../../shared/categories';
import { BotStatus } from '../../../shared/constants';
import {
  IconAlertTriangle,
  IconChartBar,
  IconExternalLink,
  IconLock,
  IconMessages,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { msg } from '../../../shared/messages.es';
import { insightsLinks } from '../../../shared/messages/insights-links.es';
import type { DraftIntent } from '../../../shared/schemas/sources';
import type { IntentInput, SetAsideIntent } from '../../../shared/schemas/training';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { RequireUser } from '../../features/accounts/components/require-user';
import { restoreSession, type SessionUser } from '../../lib/session-store';
import { useCreateBot } from '../../features/bots/api/create-bot';
import { botQuery } from '../../features/bots/api/get-bot';
import { useUpdateBot } from '../../features/bots/api/update-bot';
import { categoriesQuery } from '../../features/bots/api/places';
import { botRef } from '../../features/bots/bot-links';
import { botFormValuesOf, botInputOf, type BotFormValues } from '../../features/bots/bot-form-values';
import { isPublished } from '../../features/bots/bot-links';
import { BotForm } from '../../features/bots/components/bot-form';
import { chatBotOf, openChat } from '../../features/chat/chat-store';
import { KnowledgeSection } from '../../features/sources/knowledge-section';
import { mergeDraftIntents } from '../../features/sources/merge-drafts';
import { useSaveIntents } from '../../features/training/api/save-intents';
import { FieldManager } from '../../features/training/field-manager';
import { HoursCard } from '../../features/hours/hours-card';
import { AgendaCard } from '../../features/booking/agenda-card';
import { ServicesCard } from '../../features/booking/services-card';
import { IntentManager } from '../../features/training/intent-manager';
import { intentInputsOf } from '../../features/training/training-items';
import { BlanksDialog } from '../../features/templates/blanks-dialog';
import { setAsideOf } from '../../features/templates/fill-blanks';
import { SetAsideCard } from '../../features/templates/set-aside-card';
import { TemplateOffer } from '../../features/templates/template-offer';
import { TemplatePicker, type TemplateChoice } from '../../features/templates/template-picker';
import { templateQuery } from '../../features/templates/api/get-template';
import { formFactsOf, templateIntentsOf, type BotFacts } from '../../features/templates/template-intents';
import { MetaCard } from '../../features/messaging/meta-card';
import { WhatsAppCard } from '../../features/whatsapp/whatsapp-card';
import { WidgetCard } from '../../features/widget/widget-card';
import type { BotTemplate } from '../../../shared/templates/types';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { paths } from '../../paths';
import { ErrorPage, statusOf } from '../error-page';

/** The edited bot loads before the screen shows; a 404 renders the error page. */
export async function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(categoriesQuery());
  // Loaders run side by side: the guard of /dashboard may not have restored the session yet.
  const session = restoreSession();
  if (params.id && session.status !== 'anonymous') {
    await queryClient.ensureQueryData(botQuery(params.id, session.session.userId));
  }
  return null;
}

/** A bot's starter template comes from its type of business, else from its category. */
const templateSourceOf = (bot: { categoryKey: string; businessType: string | null }) => ({
  categoryKey: bot.categoryKey as CategoryKey,
  businessType: bot.businessType,
});
const templateNameOf = (bot: { categoryKey: string; businessType: string | null }) =>
  businessTypeOf(bot.businessType)?.name ?? findCategory(bot.categoryKey)?.name ?? '';

const LiveDialog = lazy(() => import('../../features/bots/components/live-dialog'));

function Editor({ user, id }: { user: SessionUser; id: string | undefined }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateBot(user._id);
  const update = useUpdateBot(user._id);
  const saveIntents = useSaveIntents();
  const categories = useQuery(categoriesQuery());
  const botState = useQuery({ ...botQuery(id ?? '', user._id), enabled: !!id });
  const bot = botState.data?.bot;
  const [templateChoice, setTemplateChoice] = useState<TemplateChoice>('template');
  // "¡Tu bot está en línea!" when the bot on screen turns public, whatever made it (the privacy switch, or
  // its first answer publishing a waiting bot); state adjusted while rendering, not in an effect.
  const livePublished = bot ? isPublished(bot.status) : false;
  const [seenStatus, setSeenStatus] = useState<{ id: string; published: boolean } | null>(null);
  const [liveOpen, setLiveOpen] = useState(false);
  const [fillingBlanks, setFillingBlanks] = useState(false);
  const [completingSetAside, setCompletingSetAside] = useState(false);
  if (bot && (seenStatus?.id !== bot._id || seenStatus.published !== livePublished)) {
    if (seenStatus?.id === bot._id && livePublished) setLiveOpen(true);
    setSeenStatus({ id: bot._id, published: livePublished });
  }
  /** "Completar ahora": the filled answers saved, then the bot published when the owner left it on. */
  const handleFillBlanks = async (intents: IntentInput[], publish: boolean, leftOut?: SetAsideIntent[]) => {
    if (!bot) return;
    // Publishing before every blank is filled keeps the topics it leaves out, to complete later.
    const leftOutNames = new Set(leftOut?.map((topic) => topic.name));
    const setAside = leftOut?.length
      ? [...bot.setAside.filter((topic) => !leftOutNames.has(topic.name)), ...leftOut]
      : undefined;
    const saved = await saveIntents.mutateAsync({ botId: bot._id, intents, setAside });
    if (publish) {
      await update.mutateAsync({
        id: bot._id,
        body: { ...botInputOf(botFormValuesOf(bot)), status: BotStatus.published },
      });
    }
    setFillingBlanks(false);
    // Told here as well as by the status change: the save is the moment, whatever the cache does meanwhile.
    if (publish) setLiveOpen(true);
    const left = intentsWithBlanks(saved.intents).length;
    if (leftOut?.length) toast(msg.templates.setAsideTitle(saved.setAside.length), { color: 'info' });
    else toast(msg.templates.fillSaved(left), { color: left === 0 ? 'success' : 'info' });
  };

  /** The server's copy of the bot now: set-aside topics change together with the intents they join. */
  const freshBot = async (botId: string) =>
    (await client.fetchQuery({ ...botQuery(botId, user._id), staleTime: 0 })).bot;

  /** "Completarlos": each topic whose blanks are all filled joins the answers; the rest stay aside. */
  const handleCompleteSetAside = async (filled: IntentInput[]) => {
    if (!bot) return;
    const current = await freshBot(bot._id);
    const back = filled.filter((intent) => !intentHasBlanks(intent));
    const filledNames = new Set(filled.map((intent) => intent.name));
    const left = [
      ...current.setAside.filter((topic) => !filledNames.has(topic.name)),
      ...filled.filter(intentHasBlanks).map(setAsideOf),
    ];
    await saveIntents.mutateAsync({
      botId: bot._id,
      intents: mergeDraftIntents(
        intentInputsOf(current.intents),
        back.map((intent) => ({ ...setAsideOf(intent), intentionFiles: [] })),
      ),
      setAside: left,
    });
    setCompletingSetAside(false);
    toast(msg.templates.setAsideSaved(back.length, left.length), {
      color: back.length > 0 ? 'success' : 'info',
    });
  };

  const handleDiscardSetAside = async (name: string) => {
    if (!bot) return;
    const current = await freshBot(bot._id);
    await saveIntents.mutateAsync({
      botId: bot._id,
      intents: intentInputsOf(current.intents),
      setAside: current.setAside.filter((topic) => topic.name !== name),
    });
    toast(msg.templates.setAsideDiscarded(name), { color: 'info' });
  };

  /** PROBAR and "Probar como cliente": the bot's chat, in place, as a customer sees it. */
  const tryBot = () => {
    if (!bot) return;
    setLiveOpen(false);
    openChat(chatBotOf(bot));
  };

  if (id && botState.isError) return <ErrorPage status={statusOf(botState.error)} />;
  // Its owner, a super user or an admin of its team edits a bot (issue 42); an agent and anyone else get
  // the same answer as for a missing one.
  if (bot && bot.viewerRole !== 'owner' && bot.viewerRole !== 'admin') return <ErrorPage status={404} />;
  if ((id && !bot) || !categories.data) return <PageLoader />;

  const blankIntents = bot ? intentsWithBlanks(bot.intents) : [];
  const publishLock = bot
    ? blankIntents.length > 0
      ? msg.templates.publishNeedsBlanks(blankIntents.length)
      : null
    : templateChoice === 'template'
      ? msg.templates.privateNote
      : null;

  const handleSubmit = async (values: BotFormValues) => {
    const body = botInputOf(values);
    if (bot) {
      await update.mutateAsync({ id: bot._id, body });
      toast(msg.botForm.saved, { color: 'success' });
      if (!isPublished(bot.status) && body.status === BotStatus.published) setLiveOpen(true);
    } else {
      const withTemplate = templateChoice === 'template';
      // The template's blanks keep a new bot private until the owner fills them (the server's rule too).
      const { bot: created } = await create.mutateAsync(
        withTemplate ? { ...body, status: BotStatus.unpublished } : body,
      );
      toast(msg.botForm.created, { color: 'success' });
      if (withTemplate) {
        try {
          const template = await client.fetchQuery(templateQuery(templateSourceOf(created)));
          await applyTemplate(created._id, template, created);
        } catch {
          toast(msg.templates.applyFailed, { color: 'danger' });
        }
      }
      void navigate(paths.editBot(created._id), { replace: true });
    }
  };

  // Accepted drafts join the intents the server has now, not the copy on screen, merged by name.
  const handleAcceptDrafts = async (drafts: DraftIntent[]) => {
    if (!id) return;
    const { bot: current } = await client.fetchQuery({ ...botQuery(id, user._id), staleTime: 0 });
    await saveIntents.mutateAsync({
      botId: id,
      intents: mergeDraftIntents(intentInputsOf(current.intents), drafts),
    });
  };

  /** Fills the bot's intents from a template, merged by name with what the server has now (as drafts are). */
  const applyTemplate = async (botId: string, template: BotTemplate, facts: BotFacts) => {
    const { bot: current } = await client.fetchQuery({ ...botQuery(botId, user._id), staleTime: 0 });
    const saved = await saveIntents.mutateAsync({
      botId,
      intents: mergeDraftIntents(
        intentInputsOf(current.intents),
        templateIntentsOf(template, formFactsOf(facts)),
      ),
    });
    toast(msg.templates.applied(saved.intents.length), { color: 'success' });
  };

  // From the intent manager of a bot without intents: a published bot goes private first, since its
  // answers are about to have blanks (the server refuses blanks on a published bot).
  const handleApplyTemplate = async (template: BotTemplate) => {
    if (!bot) return;
    if (isPublished(bot.status)) {
      await update.mutateAsync({
        id: bot._id,
        body: { ...botInputOf(botFormValuesOf(bot)), status: BotStatus.unpublished },
      });
    }
    await applyTemplate(bot._id, template, bot);
  };

  return (
    <>
      {bot && (
        <Group justify="flex-end" gap="xs" mb="md">
          <Button
            component={Link}
            to={paths.botInbox(bot._id)}
            variant="light"
            color="grape"
            radius="xl"
            leftSection={<IconMessages size={16} />}
          >
            {insightsLinks.inbox}
          </Button>
          <Button
            component={Link}
            to={paths.botStats(bot._id)}
            variant="light"
            color="grape"
            radius="xl"
            leftSection={<IconChartBar size={16} />}
          >
            {insightsLinks.stats}
          </Button>
          <Button
            component={Link}
            to={paths.bot(botRef(bot))}
            variant="light"
            radius="xl"
            leftSection={<IconExternalLink size={16} />}
          >
            {msg.botForm.viewBot}
          </Button>
        </Group>
      )}
      <Stack gap="lg">
        {bot?.publishWhenTrained && (
          <Alert
            color="yellow"
            variant="light"
            radius="lg"
            icon={<IconLock size={20} />}
            title={msg.botForm.waitingTitle}
            data-testid="waiting-for-training"
          >
            {msg.botForm.waitingText}
          </Alert>
        )}
        {blankIntents.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            data-testid="editor-blanks"
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {msg.templates.blanksCount(blankIntents.length)}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                radius="xl"
                onClick={() => setFillingBlanks(true)}
              >
                {msg.templates.goToBlanks}
              </Button>
            </Group>
          </Alert>
        )}
        {bot && (
          <SetAsideCard
            topics={bot.setAside}
            onComplete={() => setCompletingSetAside(true)}
            onDiscard={handleDiscardSetAside}
          />
        )}
        {/* A new form per bot: after a save the values restart from what the server stored. */}
        <BotForm
          key={bot ? `${bot._id}:${bot.updatedAt}` : 'new'}
          bot={bot}
          categories={categories.data.categories}
          onSubmit={handleSubmit}
          publishLock={publishLock}
          renderAfterCategory={
            bot
              ? undefined
              : (values) => (
                  <TemplatePicker
                    source={templateSourceOf(values)}
                    name={templateNameOf(values)}
                    value={templateChoice}
                    onChange={setTemplateChoice}
                  />
                )
          }
        />
        {bot && (
          <>
            <IntentManager
              botId={bot._id}
              intents={bot.intents}
              onTry={tryBot}
              emptyExtra={
                findCategory(bot.categoryKey) && (
                  <TemplateOffer
                    source={templateSourceOf(bot)}
                    name={templateNameOf(bot)}
                    published={isPublished(bot.status)}
                    onApply={handleApplyTemplate}
                  />
                )
              }
            />
            <KnowledgeSection
              botId={bot._id}
              intentNames={bot.intents.map((intent) => intent.name)}
              onAcceptDrafts={handleAcceptDrafts}
            />
            <FieldManager botId={bot._id} fields={bot.fields} intents={bot.intents} />
            <HoursCard botId={bot._id} />
            <ServicesCard botId={bot._id} country={bot.country} hasHours={!!bot.hours} />
            <AgendaCard botId={bot._id} />
            <WidgetCard key={bot._id} botId={bot._id} alias={bot.alias} domains={bot.embedDomains} />
            <WhatsAppCard key={`whatsapp:${bot._id}`} botId={bot._id} />
            <MetaCard key={`instagram:${bot._id}`} botId={bot._id} platform="instagram" />
            <MetaCard key={`messenger:${bot._id}`} botId={bot._id} platform="messenger" />
          </>
        )}
      </Stack>
      {bot && fillingBlanks && (
        <BlanksDialog
          botId={bot._id}
          intents={intentInputsOf(bot.intents)}
          canPublish={!isPublished(bot.status)}
          onSave={handleFillBlanks}
          onClose={() => setFillingBlanks(false)}
        />
      )}
      {bot && completingSetAside && bot.setAside.length > 0 && (
        <BlanksDialog
          botId={bot._id}
          intents={bot.setAside}
          canPublish={false}
          title={msg.templates.setAsideFillTitle}
          onSave={handleCompleteSetAside}
          onClose={() => setCompletingSetAside(false)}
        />
      )}
      {bot && liveOpen && (
        <Suspense fallback={null}>
          <LiveDialog
            botRef={botRef(bot)}
            name={bot.name}
            onTry={tryBot}
            onClose={() => setLiveOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * /dashboard/bots/new and /dashboard/bots/{id}: the bot form, and for an existing bot its training and the
 * widget that embeds it in other sites.
 */
export default function BotEditorPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={id ? msg.pages.editBot : msg.pages.newBot}
        description={id ? msg.botForm.editSubtitle : msg.botForm.newSubtitle}
      />
      <Container size="md" py="lg" px={{ base: 'xs', xs: 'md' }}>
        <RequireUser>{(user) => <Editor user={user} id={id} />}</RequireUser>
      </Container>
    </>
  );
}
