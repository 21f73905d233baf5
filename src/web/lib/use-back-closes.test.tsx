import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from './use-back-closes';

function Dialog({ onBack }: { onBack: () => void }) {
  useBackCloses(onBack);
  return null;
}

// Generous waits: jsdom moves in the history in tasks of their own, slow on a busy machine.
const slow = { timeout: 5000 };

/** Stands for React Router: a plain popstate listener on the window, as the router adds. */
const routerHeard = vi.fn();

/** Goes back one entry and waits until the browser has moved (jsdom traverses in a task, as browsers do). */
async function goBack() {
  const before = window.history.state as unknown;
  window.history.back();
  await waitFor(() => expect(window.history.state).not.toBe(before), slow);
}

describe('useBackCloses', () => {
  beforeEach(() => {
    window.history.replaceState({ usr: null, key: 'page', idx: 0 }, '');
    routerHeard.mockClear();
    window.addEventListener('popstate', routerHeard);
  });
  afterEach(() => window.removeEventListener('popstate', routerHeard));

  it('pushes an entry for the dialog over the page, same address and router state', () => {
    const length = window.history.length;
    render(<Dialog onBack={() => undefined} />);
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ key: 'page', idx: 0, dialogEntry: expect.any(String) });
  });

  it('calls onBack on Back, keeps the dialog guarded by a new entry, and the router hears nothing', async () => {
    const onBack = vi.fn();
    render(<Dialog onBack={onBack} />);
    const entry = (window.history.state as { dialogEntry: string }).dialogEntry;

    await goBack();
    await waitFor(() => expect(onBack).toHaveBeenCalledTimes(1), slow);
    expect(window.history.state).toMatchObject({ key: 'page', dialogEntry: entry });
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it('takes its entry away when the dialog closes by other means, unheard by the router', async () => {
    const { unmount } = render(<Dialog onBack={() => undefined} />);
    unmount();
    await waitFor(() => expect(window.history.state).toEqual({ usr: null, key: 'page', idx: 0 }), slow);
    // A moment for a stray popstate to reach the router.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it('leaves the history alone when the dialog closed because Back was pressed', async () => {
    let open = true;
    const { rerender } = render(<Dialog onBack={() => (open = false)} />);
    await goBack();
    await waitFor(() => expect(open).toBe(false), slow);
    rerender(<></>);
    // The entry pushed again after Back goes with the dialog: the page is where it was.
    await waitFor(() => expect(window.history.state).toEqual({ usr: null, key: 'page', idx: 0 }), slow);
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it('lets the router hear a jump to another page of the history', async () => {
    window.history.replaceState({ usr: null, key: 'before', idx: 0 }, '', '/antes');
    window.history.pushState({ usr: null, key: 'page', idx: 1 }, '', '/dashboard/bots/new');
    const onBack = vi.fn();
    render(<Dialog onBack={onBack} />);
    window.history.go(-2);
    await waitFor(() => expect(routerHeard).toHaveBeenCalledTimes(1), slow);
    expect(window.location.pathname).toBe('/antes');
    expect(onBack).not.toHaveBeenCalled();
  });
});
