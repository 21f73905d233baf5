import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightsText } from '../../../../shared/messages/insights.es';
import { renderWithProviders } from '../../../test/render';
import { MessageAttachmentView } from './message-attachment';

const t = insightsText.transcript.attachment;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a customer attachment in the transcript', () => {
  it('fetches a voice note only when asked, with the session, and plays it beside its transcript', async () => {
    const fetchMock = vi.fn(async () => new Response('abc', { headers: { 'content-type': 'audio/ogg' } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:nota', revokeObjectURL: () => undefined }),
    );
    renderWithProviders(
      <MessageAttachmentView
        botId="b1"
        conversationId="c1"
        visitor="Lucía"
        attachment={{
          kind: 'audio',
          id: 'a1',
          mimeType: 'audio/ogg',
          size: 3,
          fileName: null,
          transcript: '¿Cuánto sale el corte?',
        }}
      />,
    );
    expect(screen.getByTestId('attachment-transcript').textContent).toContain('¿Cuánto sale el corte?');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.playAudio }));
    await waitFor(() => expect(screen.getByTestId('attachment-audio').getAttribute('src')).toBe('blob:nota'));
    expect(fetchMock).toHaveBeenCalledWith('/api/bot/b1/conversations/c1/media/a1', expect.anything());
  });

  it('says so when the file cannot be opened, and shows a location with its map link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderWithProviders(
      <MessageAttachmentView
        botId="b1"
        conversationId="c1"
        visitor="Lucía"
        attachment={{
          kind: 'image',
          id: 'a2',
          mimeType: 'image/png',
          size: 3,
          fileName: null,
          transcript: null,
        }}
      />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.showImage }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.failed);
    cleanup();
    renderWithProviders(
      <MessageAttachmentView
        botId="b1"
        conversationId="c1"
        visitor="Lucía"
        attachment={{
          kind: 'location',
          latitude: -32.94,
          longitude: -60.65,
          name: 'Monumento',
          address: null,
        }}
      />,
    );
    expect(screen.getByRole('link', { name: t.openMap }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=-32.94&mlon=-60.65#map=17/-32.94/-60.65',
    );
  });
});
