import '@mantine/core/styles/Stepper.css';
import { Button, CloseButton, Group, Paper, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRobot, IconShare, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SupportContact } from '../../components/support-contact';
import { msg } from '../../../shared/messages.es';
import { markOnboardingSeen } from './onboarding-state';
import { useCreateBotHref } from '../../lib/use-create-bot-href';

const h = msg.home;
const STEP_ICONS = [IconUserPlus, IconRobot, IconShare];

/**
 * The onboarding stepper (spec section 2): the three steps of the explainer with next and back, ending in
 * "Comenzar" and the help address. It sits in the page instead of a modal so it never covers the floating
 * buttons or the tip card; closing it (or reaching "Entendido") finishes it.
 */
export default function OnboardingStepper({ onClose }: { onClose: () => void }) {
  const createBotHref = useCreateBotHref();
  const [active, setActive] = useState(0);
  const last = h.steps.length - 1;

  // Shown once: a visitor who reloads without closing it gets the static explainer from then on.
  useEffect(() => markOnboardingSeen(), []);

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      pos="relative"
      aria-labelledby="onboarding-title"
      data-testid="onboarding-stepper"
    >
      <CloseButton
        pos="absolute"
        top={12}
        right={12}
        size="lg"
        radius="xl"
        aria-label={h.stepper.close}
        onClick={onClose}
      />
      <Title order={2} id="onboarding-title" fz={{ base: 22, sm: 26 }} pr={40}>
        {h.stepper.title}
      </Title>
      <Text c="dimmed" mt={4} mb="lg" pr={40}>
        {h.stepper.text}
      </Text>
      <Stepper active={active} onStepClick={setActive} size="sm" labelPosition="bottom">
        {h.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? IconRobot;
          return (
            <Stepper.Step key={step.title} label={h.stepper.step(index + 1)}>
              <Group wrap="nowrap" align="flex-start" gap="md" mih={96} aria-live="polite">
                <ThemeIcon size={52} radius="xl" variant="light" style={{ flex: 'none' }}>
                  <Icon size={28} />
                </ThemeIcon>
                <div>
                  <Text fw={700} fz="lg">
                    {step.title}
                  </Text>
                  <Text c="dimmed" mt={4}>
                    {step.text}
                  </Text>
                </div>
              </Group>
            </Stepper.Step>
          );
        })}
      </Stepper>

      {active === last && (
        <Text size="sm" c="dimmed" mt="md">
          {h.help} <SupportContact />
        </Text>
      )}

      <Group justify="space-between" mt="lg" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => setActive((step) => step - 1)}
          disabled={active === 0}
        >
          {h.stepper.back}
        </Button>
        {active < last ? (
          <Button rightSection={<IconArrowRight size={16} />} onClick={() => setActive((step) => step + 1)}>
            {h.stepper.next}
          </Button>
        ) : (
          <Group gap="sm">
            <Button variant="light" onClick={onClose}>
              {h.stepper.done}
            </Button>
            <Button component={Link} to={createBotHref}>
              {h.start}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
