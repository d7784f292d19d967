import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemStatus } from './SystemStatus';

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SystemStatus />
    </QueryClientProvider>,
  );

const answer = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SystemStatus', () => {
  it('shows a loading state, then each check of a 503 report', async () => {
    vi.stubGlobal(
      'fetch',
      answer(503, {
        status: 'not-ready',
        checks: { database: { ok: false }, bus: { ok: true }, outbox: { ok: true, backlog: 3 } },
      }),
    );
    renderCard();
    expect(screen.getByText('Checking the system status…')).toBeTruthy();

    expect(await screen.findByText('Some systems are not ready.')).toBeTruthy();
    expect(screen.getByText('Database').closest('li')?.textContent).toContain('Not ready');
    expect(screen.getByText('Event bus').closest('li')?.textContent).toContain('OK');
    expect(screen.getByText('3 events waiting to be sent')).toBeTruthy();
  });

  it('shows a human message, not a crash, when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The console could not reach the server. Check the connection, then refresh.',
    );
  });

  it('treats an answer that is not a status report as a failure', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'The database refused the connection.' }));
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server could not report its status (HTTP 500). It said: The database refused the connection.',
    );
  });
});
