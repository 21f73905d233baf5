import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { Layout } from '../../shared/constants';

/**
 * A horizontal strip's arrows and track (the caller's flex row holds them): a swipe scrolls it on the phone,
 * and on a computer each arrow scrolls it by Layout.sliderStepPx.
 */
export function ScrollStrip({
  previousLabel,
  nextLabel,
  classes,
  testId,
  children,
}: {
  previousLabel: string;
  nextLabel: string;
  /** The caller's CSS module: `track` scrolls (overflow-x, snap points), `arrow` hides on a phone. */
  classes: { track?: string; arrow?: string };
  testId: string;
  children: ReactNode;
}) {
  const track = useRef<HTMLDivElement>(null);
  const arrow = (direction: 1 | -1) => (
    <ActionIcon
      className={classes.arrow}
      variant="default"
      radius="xl"
      size="lg"
      aria-label={direction < 0 ? previousLabel : nextLabel}
      onClick={() => track.current?.scrollBy({ left: direction * Layout.sliderStepPx, behavior: 'smooth' })}
    >
      {direction < 0 ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );

  return (
    <>
      {arrow(-1)}
      <div className={classes.track} ref={track} data-testid={testId}>
        {children}
      </div>
      {arrow(1)}
    </>
  );
}
